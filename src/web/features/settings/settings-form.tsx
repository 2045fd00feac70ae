import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '#web/components/ui/toaster.tsx';
import type { Profile, UpdateSettingsBody } from '#shared/contracts/profile.ts';
import { maskWhatsapp } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveSettings } from './api.ts';
import { formatPriceInput, parsePrice } from './price.ts';

const MONTHS = ['1', '3', '6'] as const;
type Months = (typeof MONTHS)[number];
type Prices = Record<Months, string>;

/** The form shows a Brazilian number without the country code, as the mask writes it. */
function whatsappInput(stored: string | undefined): string {
  const digits = (stored ?? '').replace(/\D/g, '');
  return maskWhatsapp(digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits);
}

type Problem = { message: string; conflict: boolean };

// A field focused low in the dialog scrolls clear of the sticky save bar.
const CLEAR_OF_SAVE_BAR = 'scroll-mb-36';

/**
 * The trainer's settings (product §2 'Configurações'): AI style notes, WhatsApp and plan prices. Saving
 * names the version that was loaded; if the settings changed elsewhere meanwhile, nothing is saved
 * and the form offers to reload them.
 */
export function SettingsForm({
  profile,
  onReload,
  onSaved,
}: {
  profile: Profile;
  onReload: () => void;
  onSaved: () => void;
}) {
  const { settings } = profile;
  const [notes, setNotes] = useState(settings.aiStyleNotes ?? '');
  const [whatsapp, setWhatsapp] = useState(whatsappInput(settings.whatsapp));
  const [prices, setPrices] = useState<Prices>({
    '1': formatPriceInput(settings.planPrices?.['1']),
    '3': formatPriceInput(settings.planPrices?.['3']),
    '6': formatPriceInput(settings.planPrices?.['6']),
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'whatsapp' | Months, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useSaveSettings();
  const alert = useRef<HTMLDivElement>(null);

  // On a phone the form scrolls: bring the answer into view rather than leave it below the fold.
  useEffect(() => {
    if (problem) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const errors: typeof fieldErrors = {};
    const whatsappDigits = whatsapp.replace(/\D/g, '');
    if (whatsappDigits !== '' && whatsappDigits.length < 10)
      errors.whatsapp = errorMessage('INVALID_WHATSAPP');
    const planPrices: UpdateSettingsBody['settings']['planPrices'] = {};
    for (const months of MONTHS) {
      const parsed = parsePrice(prices[months]);
      if (!parsed.ok) errors[months] = errorMessage('INVALID_PRICE');
      else if (parsed.value !== undefined) planPrices[months] = parsed.value;
    }
    setFieldErrors(errors);
    const firstInvalid = (['whatsapp', ...MONTHS] as const).find((field) => errors[field]);
    if (firstInvalid) {
      const name = firstInvalid === 'whatsapp' ? 'whatsapp' : `price-${firstInvalid}`;
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
      return;
    }

    try {
      await save.mutateAsync({
        version: profile.version,
        settings: { aiStyleNotes: notes.trim(), whatsapp: whatsappDigits, planPrices },
      });
    } catch (failure) {
      setProblem(
        failure instanceof ApiError
          ? { message: failure.message, conflict: failure.status === 409 }
          : { message: errorMessage('INTERNAL'), conflict: false },
      );
      return;
    }
    toast.success(t('settings.saved'));
    onSaved();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextAreaField
        label={t('settings.aiStyleNotes')}
        hint={t('settings.aiStyleNotesHint')}
        placeholder={t('settings.aiStyleNotesPlaceholder')}
        name="aiStyleNotes"
        rows={4}
        maxLength={2000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <TextField
        label={t('settings.whatsapp')}
        hint={t('settings.whatsappHint')}
        error={fieldErrors.whatsapp}
        className={CLEAR_OF_SAVE_BAR}
        name="whatsapp"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 91234-5678"
        value={whatsapp}
        onChange={(e) => setWhatsapp(maskWhatsapp(e.target.value))}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-base font-semibold text-slate-900">{t('settings.prices')}</legend>
        <p className="-mt-1 text-sm text-slate-600">{t('settings.pricesHint')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {MONTHS.map((months) => (
            <TextField
              key={months}
              label={t(`settings.price.${months}`)}
              error={fieldErrors[months]}
              prefix={t('settings.currency')}
              className={CLEAR_OF_SAVE_BAR}
              name={`price-${months}`}
              inputMode="decimal"
              autoComplete="off"
              value={prices[months]}
              onChange={(e) => setPrices((current) => ({ ...current, [months]: e.target.value }))}
            />
          ))}
        </div>
      </fieldset>
      <div ref={alert} role="alert" aria-live="assertive" className="scroll-mb-24">
        {problem ? (
          <div className="flex flex-col gap-3 rounded-lg bg-red-50 p-3 ring-1 ring-red-200">
            <p className="text-sm font-medium text-red-800">{problem.message}</p>
            {problem.conflict ? (
              <Button variant="secondary" className="self-start" onClick={onReload}>
                {t('settings.reload')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* The dialog scrolls on a phone; the save button stays within reach at its bottom. */}
      <div className="sticky bottom-0 -mx-5 -mt-5 border-t border-slate-200 bg-white px-5 pt-3 pb-5">
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
