import { ClipboardList } from 'lucide-react';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import { formatBrazilianDate, localDate } from '#shared/domain/dates/local-date.ts';
import { t } from '#web/i18n/pt-BR.ts';
import { anamnesisSections } from './anamnesis-fields.ts';

/**
 * 'Anamnese': the student's answers, read-only; what was left empty is not shown. A student who
 * withdrew the consent had their answers deleted: the tab says so and when.
 */
export function AnamnesisTab({
  anamnesis,
  withdrawnAt = null,
}: {
  anamnesis: AnamnesisAnswers | null;
  withdrawnAt?: string | null;
}) {
  const sections = anamnesis ? anamnesisSections(anamnesis) : [];
  if (sections.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center text-slate-600">
        <ClipboardList aria-hidden="true" className="size-10 text-slate-400" />
        <p>
          {anamnesis
            ? t('dialog.anamnesis.nothing')
            : withdrawnAt
              ? t('dialog.anamnesis.withdrawn', {
                  date: formatBrazilianDate(localDate(new Date(withdrawnAt))),
                })
              : t('dialog.anamnesis.empty')}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6 py-2">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`anamnesis-${section.id}`}>
          <h3 id={`anamnesis-${section.id}`} className="mb-2 text-base font-bold text-slate-900">
            {section.title}
          </h3>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            {section.rows.map((row) => (
              <div key={row.field} className="min-w-0">
                <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
