import { Modal } from '#web/components/ui/modal.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/** 'Ver Análise Pós-Treino': the analysis stored for the date, or the spec's words when none was made. */
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
      className="inset-x-3 top-1/2 mx-auto max-h-[85dvh] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
    >
      <DialogHeader title={t('home.analysis.title')} closeLabel={t('home.close')} titleClassName="pt-2" />
      <p className="mt-3 whitespace-pre-line text-slate-800">{analysis?.trim() || t('home.analysis.none')}</p>
    </Modal>
  );
}
