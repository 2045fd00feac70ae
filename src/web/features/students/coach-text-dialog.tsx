import { useEffect, useEffectEvent } from 'react';
import { Copy, MessageCircle } from 'lucide-react';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { whatsappLink } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { PlainText } from '#web/components/plain-text.tsx';
import { firstName } from '#shared/domain/text/first-name.ts';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCoachText, type CoachTextKind } from './progress-api.ts';
import { WideNestedDialog } from './wide-nested-dialog.tsx';

/**
 * The weekly summary (3–4 paragraphs) or the meal suggestion (4–5 meals), made by the AI coach when
 * opened, for the trainer to read, copy or send to the student by WhatsApp. The meals always say they
 * are general guidance that does not replace a nutritionist (docs/decisions/029).
 */
export function CoachTextDialog({
  kind,
  student,
  whatsapp,
  onClose,
}: {
  kind: CoachTextKind;
  student: StudentDetail;
  /** The number on the form (maybe just edited), for the WhatsApp link. */
  whatsapp: string;
  onClose: () => void;
}) {
  const text = useCoachText(kind);
  const start = useEffectEvent(() => text.mutate(student.id));
  useEffect(() => start(), []);

  const result = text.data?.text;
  const link = result ? whatsappLink(whatsapp || null, result) : null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(result ?? '');
      toast.success(t('coachText.copied'));
    } catch {
      toast.error(t('coachText.copyFailed'));
    }
  }

  return (
    <WideNestedDialog
      title={t(kind === 'weekly' ? 'coachText.weekly.title' : 'coachText.meals.title', {
        name: firstName(student.name),
      })}
      closeLabel={t('coachText.close')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()} disabled={!result}>
            <Copy aria-hidden="true" className="size-5" />
            {t('coachText.copy')}
          </Button>
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-600 px-4 font-semibold text-white hover:bg-emerald-700"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {t('coachText.whatsapp')}
            </a>
          ) : (
            <Button onClick={onClose}>{t('coachText.close')}</Button>
          )}
        </>
      }
    >
      {kind === 'meals' ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t('coachText.mealsNote')}
        </p>
      ) : null}
      {text.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-red-800">
            {t('coachText.failed')}{' '}
            {text.error instanceof ApiError ? text.error.message : errorMessage('INTERNAL')}
          </p>
          <Button variant="secondary" onClick={() => text.mutate(student.id)}>
            {t('coachText.retry')}
          </Button>
        </div>
      ) : result ? (
        <>
          <p className="text-sm text-slate-600">{t('coachText.review')}</p>
          <div className="rounded-lg bg-slate-50 p-3 text-slate-900 ring-1 ring-slate-200">
            <PlainText text={result} />
          </div>
        </>
      ) : (
        <Spinner label={t('coachText.loading')} />
      )}
    </WideNestedDialog>
  );
}
