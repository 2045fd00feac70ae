import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { PlainText } from './plain-text.tsx';

/**
 * 'Análise Pós-Treino da IA' (spec §2). `analysis` undefined means it is still being made
 * ('Analisando sua performance...'); null means there is none, and `emptyText` says so (after a run, the
 * spec's fallback 'Não foi possível gerar a análise. Mas bom trabalho no treino!').
 */
export function AnalysisDialog({
  open,
  analysis,
  emptyText = t('workout.analysis.fallback'),
  onClose,
}: {
  open: boolean;
  analysis: string | null | undefined;
  emptyText?: string;
  onClose: () => void;
}) {
  const text = analysis?.trim();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      aria-describedby={undefined}
      className="inset-x-3 top-1/2 mx-auto flex max-h-[90dvh] max-w-lg -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl"
    >
      <DialogHeader
        title={t('workout.analysis.title')}
        closeLabel={t('workout.analysis.close')}
        className="border-b border-slate-200 p-4"
        titleClassName="pt-2 text-lg"
      />
      <div
        className="overflow-y-auto p-4 text-slate-800"
        aria-live="polite"
        aria-busy={analysis === undefined}
      >
        {analysis === undefined ? (
          <Spinner label={t('workout.analysis.loading')} />
        ) : text ? (
          <PlainText text={text} />
        ) : (
          <p>{emptyText}</p>
        )}
      </div>
      <div className="border-t border-slate-200 p-4">
        <Button className="w-full" onClick={onClose}>
          {t('workout.analysis.close')}
        </Button>
      </div>
    </Modal>
  );
}
