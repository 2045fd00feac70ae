import { lazy, Suspense, useState } from 'react';
import { ClipboardList, TriangleAlert } from 'lucide-react';
import type { StudentHome } from '#shared/contracts/training.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { DateNavigator } from './date-navigator.tsx';
import { expiryBanner, firstName, needsAnamnesis, readyLine } from './home-text.ts';
import { quoteOfTheDay } from './quote-of-the-day.ts';
import { WorkoutCard } from './workout-card.tsx';

// The popup and the modal bring the dialog library; the home renders without it.
const CalendarPopup = lazy(() => import('./calendar-popup.tsx'));
const RenewalDialog = lazy(() => import('./renewal-dialog.tsx'));

/**
 * The student's home (product §2 'Student home'): greeting, expiry banner, date navigator, the selected
 * date's workout card and the quote of the day.
 */
export function HomeScreen({
  home,
  date,
  onDateChange,
  onStart,
  onAnswerAnamnesis,
}: {
  home: StudentHome;
  date: string;
  onDateChange: (date: string) => void;
  onStart: () => void;
  onAnswerAnamnesis: () => void;
}) {
  const [open, setOpen] = useState<'calendar' | 'renewal' | null>(null);
  const close = () => setOpen(null);
  const banner = expiryBanner(home);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">
          {t('student.greeting', { name: firstName(home.name) })}
        </h1>
        <p className="text-slate-600">{readyLine(home.sex, date, home.today)}</p>
      </header>

      {needsAnamnesis(home) ? <AnamnesisCard onAnswer={onAnswerAnamnesis} /> : null}

      {banner ? (
        <div className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300 sm:flex-row sm:items-center">
          <p className="flex flex-1 items-start gap-2 font-semibold text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            {banner}
          </p>
          <Button variant="secondary" className="shrink-0" onClick={() => setOpen('renewal')}>
            {t('home.renewNow')}
          </Button>
        </div>
      ) : null}

      <DateNavigator
        date={date}
        today={home.today}
        onChange={onDateChange}
        onOpenCalendar={() => setOpen('calendar')}
      />
      <WorkoutCard home={home} date={date} onStart={onStart} />
      <QuoteOfTheDay today={home.today} />

      <Suspense fallback={null}>
        {open === 'calendar' ? (
          <CalendarPopup
            selected={date}
            today={home.today}
            plan={home.workoutPlan}
            planStart={home.planStart}
            planExpiry={home.planExpiryDate}
            onSelect={(chosen) => {
              onDateChange(chosen);
              close();
            }}
            onClose={close}
          />
        ) : null}
        {open === 'renewal' ? <RenewalDialog home={home} onClose={close} /> : null}
      </Suspense>
    </div>
  );
}

/** A plan that came before the anamnesis: the student is asked for it first thing, the wizard one tap away. */
function AnamnesisCard({ onAnswer }: { onAnswer: () => void }) {
  return (
    <section
      aria-labelledby="home-anamnesis-title"
      className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 ring-2 ring-brand-700"
    >
      <h2 id="home-anamnesis-title" className="flex items-center gap-2 font-bold text-slate-900">
        <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {t('home.anamnesis.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('home.anamnesis.body')}</p>
      <Button onClick={onAnswer}>{t('home.anamnesis.start')}</Button>
    </section>
  );
}

function QuoteOfTheDay({ today }: { today: string }) {
  return (
    <figure className="rounded-2xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
      <figcaption className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
        {t('home.quote.label')}
      </figcaption>
      <blockquote className="mt-1 text-slate-800 italic">“{t(quoteOfTheDay(today))}”</blockquote>
    </figure>
  );
}
