import { useId } from 'react';
import { ClipboardCheck, Pencil } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
// This screen's words load with it, not with the home.
import '#web/i18n/anamnesis-strings.ts';

/**
 * After the anamnesis is sent and before the plan exists (product §4 planStatus): 'Quase lá, {first
 * name}!', what happens next, and the way back into the wizard to change an answer.
 */
export function WaitingScreen({
  firstName,
  onEditAnamnesis,
}: {
  firstName: string;
  onEditAnamnesis: () => void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 py-8 text-center"
    >
      <ClipboardCheck aria-hidden="true" className="size-14 text-brand-700" />
      <h1 id={titleId} className="text-2xl font-bold text-slate-900">
        {t('anamnesis.waiting.title', { name: firstName })}
      </h1>
      <p className="text-slate-700">{t('anamnesis.waiting.body')}</p>
      <Button variant="secondary" onClick={onEditAnamnesis}>
        <Pencil aria-hidden="true" className="size-5" />
        {t('anamnesis.waiting.edit')}
      </Button>
    </section>
  );
}
