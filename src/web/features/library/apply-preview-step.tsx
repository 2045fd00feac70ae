import { AlertTriangle, ArrowRightLeft, CalendarX } from 'lucide-react';
import type { Weekday } from '#shared/contracts/plans.ts';
import type { TemplatePreview, TemplateStudentPreview } from '#shared/contracts/templates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { hasRepeatedDay } from './placement.ts';

export interface Suggested {
  id: string;
  name: string;
  days: number;
}

/**
 * The second step of 'Aplicar modelo': for each student, the model's days on their available days
 * (one select per day, to move them), the exercises the engine swapped for their anamnesis and why,
 * and what still needs the trainer's eye. A student with fewer available days than the model has is
 * told so, with the closest model.
 */
export function ApplyPreviewStep({
  preview,
  labels,
  placements,
  onPlace,
  onSuggestion,
}: {
  preview: TemplatePreview;
  /** The model's workouts' names, in its order. */
  labels: string[];
  placements: Readonly<Record<string, Weekday[]>>;
  onPlace: (studentId: string, index: number, day: Weekday) => void;
  /** Offered when switching models loses nothing (no student could take this one). */
  onSuggestion: ((suggested: Suggested, studentId: string) => void) | null;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {preview.students.map((student) => (
        <li key={student.studentId}>
          <StudentPreview
            student={student}
            labels={labels}
            days={placements[student.studentId] ?? student.days}
            onPlace={(index, day) => onPlace(student.studentId, index, day)}
            onSuggestion={onSuggestion && ((suggested) => onSuggestion(suggested, student.studentId))}
          />
        </li>
      ))}
    </ul>
  );
}

function StudentPreview({
  student,
  labels,
  days,
  onPlace,
  onSuggestion,
}: {
  student: TemplateStudentPreview;
  labels: string[];
  days: Weekday[];
  onPlace: (index: number, day: Weekday) => void;
  onSuggestion: ((suggested: Suggested) => void) | null;
}) {
  const headingId = `apply-${student.studentId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {student.name}
      </h3>
      {student.status === 'no_anamnesis' ? (
        <Note icon={<CalendarX aria-hidden="true" className="size-5 shrink-0" />}>
          {t('library.apply.noAnamnesis')}
        </Note>
      ) : student.status === 'not_enough_days' ? (
        <Note icon={<CalendarX aria-hidden="true" className="size-5 shrink-0" />}>
          <span>
            {t('library.apply.notEnoughDays', {
              available: student.availableDays.length,
              days: labels.length,
            })}
          </span>
          {student.suggestion ? (
            <span className="flex flex-col items-start gap-2">
              <span>
                {t('library.apply.suggestion', {
                  name: student.suggestion.name,
                  days: student.suggestion.days,
                })}
              </span>
              {onSuggestion ? (
                <Button
                  variant="secondary"
                  onClick={() => student.suggestion && onSuggestion(student.suggestion)}
                >
                  {t('library.apply.useSuggestion', { name: student.suggestion.name })}
                </Button>
              ) : null}
            </span>
          ) : null}
        </Note>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t('library.apply.available', { days: student.availableDays.join(', ') })}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {labels.map((label, index) => (
              <SelectField
                key={index}
                label={t('library.apply.modelDay', { label, n: index + 1 })}
                aria-label={t('library.apply.weekdayOf', { label })}
                value={days[index] ?? ''}
                onChange={(event) => onPlace(index, event.target.value as Weekday)}
              >
                {student.availableDays.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          {hasRepeatedDay(days) ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('library.apply.repeated')}
            </p>
          ) : null}
          <div>
            <h4 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <ArrowRightLeft aria-hidden="true" className="size-4" />
              {t('library.apply.swapsTitle')}
            </h4>
            {student.swaps.length === 0 ? (
              <p className="text-sm text-slate-600">{t('library.apply.noSwaps')}</p>
            ) : (
              <ul
                aria-label={t('library.apply.swapsTitle')}
                className="mt-1 flex flex-col gap-1 text-sm text-slate-800"
              >
                {student.swaps.map((swap, index) => (
                  <li key={index} className="rounded-md bg-amber-50 px-2 py-1 ring-1 ring-amber-200">
                    {swap.text}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {student.warnings.length > 0 ? (
            <div>
              <h4 className="text-sm font-semibold text-slate-900">{t('library.apply.warningsTitle')}</h4>
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                {student.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {student.hasPlan ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
              {t('library.apply.replacesPlan')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Note({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      {icon}
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}
