import type { PersonalRecordBadge } from '#shared/contracts/progress.ts';
import { formatDecimal } from '#shared/domain/training/decimal.ts';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PlainText } from '#web/components/plain-text.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/analysis-strings.ts';

/**
 * 'Análise Pós-Treino da IA' (product §2), after a run and from the home's 'Ver Análise Pós-Treino'.
 * `analysis` undefined means it is still being made ('Analisando sua performance...'); null or blank
 * means there is none, and `emptyText` says so in the caller's words (after a run, the spec's fallback
 * 'Não foi possível gerar a análise. Mas bom trabalho no treino!'). A long analysis scrolls between
 * the title and a 'Fechar' button that stays within thumb reach.
 */
export function AnalysisDialog({
  analysis,
  records = [],
  emptyText,
  onClose,
}: {
  analysis: string | null | undefined;
  /** The personal records the workout set: a small badge each (issue 15). */
  records?: readonly PersonalRecordBadge[];
  emptyText: string;
  onClose: () => void;
}) {
  const text = analysis?.trim();
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      aria-describedby={undefined}
      className="inset-x-3 top-1/2 mx-auto flex max-h-[90dvh] max-w-lg -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl"
    >
      <DialogHeader
        title={t('analysis.title')}
        closeLabel={t('analysis.close')}
        className="border-b border-slate-200 p-4"
        titleClassName="pt-2 text-lg"
      />
      {/* Focusable: a long analysis scrolls on a small phone, and a keyboard must reach it too. */}
      <div
        tabIndex={0}
        className="min-h-0 overflow-y-auto p-4 text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        aria-live="polite"
        aria-busy={analysis === undefined}
      >
        {records.length ? (
          <ul className="mb-3 flex flex-wrap gap-2">
            {records.map((record) => (
              <li
                key={record.exerciseId}
                className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
              >
                {t('analysis.record', {
                  name: record.name,
                  weight: formatDecimal(record.weight),
                  reps: record.reps,
                  e1rm: formatDecimal(record.e1rm),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        {analysis === undefined ? (
          <Spinner label={t('analysis.loading')} />
        ) : text ? (
          <PlainText text={text} />
        ) : (
          <p>{emptyText}</p>
        )}
      </div>
      <div className="border-t border-slate-200 p-4">
        <Button className="w-full" onClick={onClose}>
          {t('analysis.close')}
        </Button>
      </div>
    </Modal>
  );
}
