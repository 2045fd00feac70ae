import type { Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import { t } from '#web/i18n/pt-BR.ts';

/** Spec §8: the anamnesis save error box, 'Ocorreu um erro!' with the message. */
export function ErrorBox({ message, ref }: { message: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="alert"
      className="flex gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-bold">{t('anamnesis.error.title')}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
