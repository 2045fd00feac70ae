import { useId, useState } from 'react';
import { Check, ShieldCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useGiveConsent } from './api.ts';
import { ErrorBox } from './error-box.tsx';

// The words below are the consent the student gives (LGPD Art. 11). They live in
// #web/i18n/strings/anamnesis.ts ('anamnesis.consent.*'); changing them requires bumping
// ANAMNESIS_CONSENT_VERSION in #shared/domain/anamnesis/questions.ts, so that consents given to the
// old words stop counting and every student is asked again.
const POINTS = [
  'anamnesis.consent.purpose',
  'anamnesis.consent.audience',
  'anamnesis.consent.storage',
  'anamnesis.consent.rights',
] as const;

/**
 * Before the first question: what the health answers are for, who sees them, where they are kept
 * and how to have them deleted. Nothing is stored until the student ticks the box and accepts.
 */
export function ConsentScreen({ onCancel }: { onCancel?: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const consent = useGiveConsent();
  const titleId = useId();
  const failure = consent.error;

  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <div className="flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <h1 id={titleId} className="text-2xl font-bold text-slate-900">
          {t('anamnesis.consent.title')}
        </h1>
      </div>
      <p className="text-slate-800">{t('anamnesis.consent.intro')}</p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-800">
        {POINTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="text-slate-700">{t('anamnesis.consent.refuse')}</p>

      {/* The checkbox covers the whole card, so the card is the touch target; the drawn box shows a tick. */}
      <label className="group relative flex min-h-11 items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg focus-visible:outline-none"
        />
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded border-2 border-slate-500 bg-white text-white group-has-checked:border-brand-700 group-has-checked:bg-brand-700"
        >
          <Check className="hidden size-4 group-has-checked:block" strokeWidth={3} />
        </span>
        <span className="font-medium text-slate-900">{t('anamnesis.consent.check')}</span>
      </label>

      {failure ? (
        <ErrorBox message={failure instanceof ApiError ? failure.message : errorMessage('INTERNAL')} />
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          onClick={() => consent.mutate()}
          disabled={!agreed || consent.isPending}
          className="w-full sm:w-auto"
        >
          {consent.isPending ? t('anamnesis.consent.busy') : t('anamnesis.consent.accept')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} className="w-full sm:w-auto">
            {t('anamnesis.cancel')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
