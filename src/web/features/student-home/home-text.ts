import type { StudentHome } from '#shared/contracts/training.ts';
import { addDays, formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { weekdayOf } from '#shared/domain/plans/weekdays.ts';
import { daysLeft, isExpiringSoon } from '#shared/domain/students/plan-state.ts';
import { t } from '#web/i18n/pt-BR.ts';

/**
 * `firstName` of src/shared/domain/text/first-name.ts, written again here on purpose: importing that
 * module from the student's page and the trainer's screens alike makes a chunk of its own, one more
 * request on the phone's first screen for 85 bytes its budget does not have (docs/bench.md).
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A day other than today as the student's sentences name it: 'amanhã', 'ontem' or its dd/mm/aaaa. */
export function otherDayWords(date: string, today: string): string {
  if (date === addDays(today, 1)) return t('student.day.tomorrow');
  if (date === addDays(today, -1)) return t('student.day.yesterday');
  return formatBrazilianDate(date);
}

/** What a day still to come says in place of 'Começar a Treinar'. */
export function notYetLine(date: string, today: string): string {
  return date === addDays(today, 1)
    ? t('home.card.notYetTomorrow')
    : t('home.card.notYet', { date: formatBrazilianDate(date) });
}

/**
 * 'Pronta' for Feminino, 'Pronto' for Masculino; words that fit anyone while the anamnesis has not
 * said. The line names the day shown: today's in the spec's words, a coming day by its name, and a
 * past day is only looked back at.
 */
export function readyLine(sex: StudentHome['sex'], date: string, today: string): string {
  const who = sex ?? 'unknown';
  if (date === today) return t(`student.ready.${who}`);
  const day = otherDayWords(date, today);
  return date > today ? t(`student.readyOn.${who}`, { day }) : t('student.pastDay', { day });
}

/**
 * The student has not sent an anamnesis the trainer can plan from (none, or one from before the goal
 * was required): they are asked for it, whatever the plan's state (product §4: pending without a goal is
 * the wizard).
 */
export function needsAnamnesis(home: Pick<StudentHome, 'hasAnamnesis' | 'goal'>): boolean {
  return !home.hasAnamnesis || home.goal === null;
}

/** The banner's words for `days` days left (0 is today). */
export function expiryNotice(days: number): string {
  if (days === 0) return t('home.expiry.today');
  if (days === 1) return t('home.expiry.one');
  return t('home.expiry.many', { days });
}

/** The expiry banner of an active plan with 7 days or fewer left (product §2), or null. */
export function expiryBanner(
  home: Pick<StudentHome, 'planStatus' | 'planExpiryDate' | 'today'>,
): string | null {
  if (!isExpiringSoon(home, home.today)) return null;
  return expiryNotice(daysLeft(home.planExpiryDate, home.today) ?? 0);
}

/** The navigator's text: 'Hoje' or dd/mm/aaaa, and the weekday. */
export function dateLabel(date: string, today: string): { date: string; weekday: string } {
  return {
    date: date === today ? t('home.nav.today') : formatBrazilianDate(date),
    weekday: weekdayOf(date),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The `?data=` of the URL when it is a real calendar date, else today. */
export function selectedDate(param: string | null, today: string): string {
  if (!param || !ISO_DATE.test(param)) return today;
  const parsed = new Date(`${param}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(param) ? param : today;
}
