import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { PERIODIZATION_METHODS, PERIODIZATION_WEEKS, type PeriodizationBody } from '#shared/contracts/ai.ts';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { firstName } from '#shared/domain/text/first-name.ts';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePeriodization } from './api.ts';
import { WIDE_NESTED_HEADER, WIDE_NESTED_PANEL } from './nested-panel.ts';

const SELECT = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900';

/** 'Assistente de Periodização' (product §2): methodology and duration in, the phases' structure out. */
export function PeriodizationDialog({ student, onClose }: { student: StudentDetail; onClose: () => void }) {
  const [body, setBody] = useState<PeriodizationBody>({ methodology: 'Linear', weeks: 12 });
  const [text, setText] = useState('');
  const periodization = usePeriodization();
  const ids = { method: useId(), weeks: useId(), result: useId() };

  async function generate() {
    if (periodization.isPending) return;
    try {
      setText((await periodization.mutateAsync({ id: student.id, body })).text);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : errorMessage('INTERNAL');
      toast.error(t('ai.periodization.failed', { message }));
      setText(t('ai.periodization.failedText'));
    }
  }

  return (
    <Modal open nested onOpenChange={(open) => (open ? undefined : onClose())} className={WIDE_NESTED_PANEL}>
      <DialogHeader
        title={t('ai.periodization.title')}
        closeLabel={t('ai.periodization.close')}
        className={WIDE_NESTED_HEADER}
        titleClassName="pt-1"
      />
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-4 py-4 sm:px-6">
        <Dialog.Description className="text-slate-700">
          {t('ai.periodization.description', { name: firstName(student.name) })}
        </Dialog.Description>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <label htmlFor={ids.method} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('ai.periodization.method')}
            <select
              id={ids.method}
              className={SELECT}
              value={body.methodology}
              onChange={(event) =>
                setBody({ ...body, methodology: event.target.value as PeriodizationBody['methodology'] })
              }
            >
              {PERIODIZATION_METHODS.map((method) => (
                <option key={method}>{method}</option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.weeks} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('ai.periodization.duration')}
            <select
              id={ids.weeks}
              className={SELECT}
              value={body.weeks}
              onChange={(event) =>
                setBody({ ...body, weeks: Number(event.target.value) as PeriodizationBody['weeks'] })
              }
            >
              {PERIODIZATION_WEEKS.map((weeks) => (
                <option key={weeks} value={weeks}>
                  {t('ai.periodization.weeks', { n: weeks })}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => void generate()} disabled={periodization.isPending}>
            {periodization.isPending ? t('ai.periodization.generating') : t('ai.periodization.generate')}
          </Button>
        </div>
        <label htmlFor={ids.result} className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
          {t('ai.periodization.result')}
          <textarea
            id={ids.result}
            readOnly
            value={text}
            placeholder={t('ai.periodization.placeholder')}
            className="min-h-72 flex-1 rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-sm leading-relaxed text-slate-900"
          />
        </label>
      </div>
      <footer className="grid shrink-0 grid-cols-2 gap-3 border-t border-slate-200 px-4 py-3 sm:flex sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onClose}>
          {t('ai.periodization.close')}
        </Button>
        <Button disabled>{t('ai.periodization.apply')}</Button>
      </footer>
    </Modal>
  );
}
