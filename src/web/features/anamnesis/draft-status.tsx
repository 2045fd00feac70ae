import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import { t } from '#web/i18n/pt-BR.ts';
import type { SaveStatus } from './draft-saver.ts';

/** A quiet word on where the draft stands; a failed save offers to try again. */
export function DraftStatus({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <div className="flex min-h-11 items-center gap-1 text-sm text-slate-600">
      <p role="status" className="flex items-center gap-1">
        {status === 'saving' ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('anamnesis.draft.saving')}
          </>
        ) : status === 'saved' ? (
          <>
            <Check aria-hidden="true" className="size-4 text-brand-700" />
            {t('anamnesis.draft.saved')}
          </>
        ) : status === 'failed' ? (
          <>
            <CloudOff aria-hidden="true" className="size-4 text-red-700" />
            <span className="text-red-800">{t('anamnesis.draft.failed')}</span>
          </>
        ) : null}
      </p>
      {status === 'failed' ? (
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 min-w-11 rounded-md px-2 font-semibold text-brand-800 underline"
        >
          {t('anamnesis.draft.retry')}
        </button>
      ) : null}
    </div>
  );
}
