import { useEffect, useEffectEvent, useState } from 'react';
import { Copy, MessageCircle } from 'lucide-react';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { whatsappLink } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { withMealNote } from '#shared/domain/nutrition/meal-note.ts';
import { firstName } from '#shared/domain/text/first-name.ts';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCoachText, type CoachTextKind } from './progress-api.ts';
import { WideNestedDialog } from './wide-nested-dialog.tsx';

/**
 * The weekly summary (3–4 paragraphs) or the meal suggestion (4–5 meals), made by the AI coach when
 * opened, for the trainer to read, edit (issue 23 item 26), copy or send to the student by WhatsApp:
 * what is shared is the edited text. The meals always say they are general guidance that does not
 * replace a nutritionist (docs/decisions/029): an edit that removed the note gets it back when shared.
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
  // The trainer's edit of the text; a new answer (a retry) starts from what the coach wrote.
  const [edited, setEdited] = useState<{ from: string; text: string } | null>(null);
  const draft = result === undefined ? '' : edited?.from === result ? edited.text : result;
  const shared = kind === 'meals' && draft.trim() ? withMealNote(draft) : draft.trim();
  const link = shared ? whatsappLink(whatsapp || null, shared) : null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(shared);
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
          <Button variant="secondary" onClick={() => void copy()} disabled={!shared}>
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
      ) : result !== undefined ? (
        <>
          <p className="text-sm text-slate-600">{t('coachText.review')}</p>
          <TextAreaField
            label={t('coachText.field')}
            hint={t('coachText.fieldHint')}
            rows={14}
            maxLength={6000}
            value={draft}
            onChange={(event) => setEdited({ from: result, text: event.target.value })}
            className="text-base leading-relaxed"
          />
        </>
      ) : (
        <Spinner label={t('coachText.loading')} />
      )}
    </WideNestedDialog>
  );
}
