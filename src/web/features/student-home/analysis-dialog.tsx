import { Modal } from '#web/components/ui/modal.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/**
 * 'Ver Análise Pós-Treino': the analysis stored for the date, or the spec's words when none was made.
 * A long analysis scrolls between the title and a 'Fechar' button that stays within thumb reach.
 */
export default function AnalysisDialog({
  analysis,
  onClose,
}: {
  analysis: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      aria-describedby={undefined}
      className="inset-x-3 top-1/2 mx-auto flex max-h-[85dvh] max-w-md -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl"
    >
      <DialogHeader
        title={t('home.analysis.title')}
        closeLabel={t('home.close')}
        className="border-b border-slate-200 p-4"
        titleClassName="pt-2"
      />
      <p className="min-h-0 overflow-y-auto p-4 whitespace-pre-line text-slate-800">
        {analysis?.trim() || t('home.analysis.none')}
      </p>
      <div className="border-t border-slate-200 p-4">
        <Button className="w-full" onClick={onClose}>
          {t('home.close')}
        </Button>
      </div>
    </Modal>
  );
}
