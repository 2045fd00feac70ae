import type { ReactNode } from 'react';
import { AlertTriangle, Lightbulb } from 'lucide-react';
import type { StudentBadge as Badge } from '#shared/domain/students/priority.ts';
import type { StudentListItem } from '#shared/contracts/students.ts';
import { t } from '#web/i18n/pt-BR.ts';

type Tone = 'amber' | 'sky' | 'red' | 'orange' | 'slate' | 'green';

// Text on a light tint, -800 shades: AA contrast; the word carries the state, the colour only helps.
const tones: Record<Tone, string> = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  sky: 'bg-sky-100 text-sky-900 ring-sky-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  slate: 'bg-slate-100 text-slate-700 ring-slate-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
};

export function badgeText(badge: Badge): string {
  switch (badge.kind) {
    case 'review':
      return t('students.badge.review');
    case 'waitingAnamnesis':
      return t('students.badge.waitingAnamnesis');
    case 'anamnesisSent':
      return t('students.badge.anamnesisSent');
    case 'expired':
      return t('students.badge.expired');
    case 'expiring':
      if (badge.days <= 0) return t('students.badge.expiresToday');
      if (badge.days === 1) return t('students.badge.expiresTomorrow');
      return t('students.badge.expiresIn', { days: badge.days });
    case 'inactive':
      return t('students.badge.inactive');
    case 'active':
      return t('students.badge.active');
  }
}

const badgeTone: Record<Badge['kind'], Tone> = {
  review: 'amber',
  // The trainer's move (a plan to create), like a plan to review; waiting for the student is calmer.
  anamnesisSent: 'amber',
  waitingAnamnesis: 'sky',
  expired: 'red',
  expiring: 'orange',
  inactive: 'slate',
  active: 'green',
};

function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * The row's plan state, then the markers that add to it: a missing anamnesis (a student whose plan
 * came first), the AI's alert and a missing plan.
 */
export function StudentBadges({
  student,
  badge,
}: {
  student: Pick<StudentListItem, 'hasPlan' | 'hasAnamnesis' | 'aiAlert'>;
  badge: Badge;
}) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Pill tone={badgeTone[badge.kind]}>{badgeText(badge)}</Pill>
      {student.hasAnamnesis || badge.kind === 'waitingAnamnesis' ? null : (
        <Pill tone="sky">{t('students.badge.waitingAnamnesis')}</Pill>
      )}
      {student.aiAlert === 'warning' ? (
        <Pill tone="amber">
          <AlertTriangle aria-hidden="true" className="size-3.5" />
          {t('students.badge.aiWarning')}
        </Pill>
      ) : null}
      {student.aiAlert === 'suggestion' ? (
        <Pill tone="sky">
          <Lightbulb aria-hidden="true" className="size-3.5" />
          {t('students.badge.aiSuggestion')}
        </Pill>
      ) : null}
      {student.hasPlan ? null : <Pill tone="slate">{t('students.badge.noPlan')}</Pill>}
    </span>
  );
}
