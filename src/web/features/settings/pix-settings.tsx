import { useState, type FormEvent } from 'react';
import type { PixSettings } from '#shared/contracts/payments.ts';
import { formatPixKey, PIX_KEY_TYPES, type PixKeyType } from '#shared/domain/pix/pix-key.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePixSettings, useSavePix } from '#web/data/payments.ts';

type Field = 'key' | 'receiverName' | 'receiverCity';

/** 'Configurações' → PIX (decision 043): the key by type and the receiver as the bank requires them. */
export function PixSettingsSection() {
  const current = usePixSettings();
  if (!current.data) return null;
  return <PixForm key={JSON.stringify(current.data.pix)} pix={current.data.pix} />;
}

function PixForm({ pix }: { pix: PixSettings | null }) {
  const [keyType, setKeyType] = useState<PixKeyType>(pix?.keyType ?? 'celular');
  const [key, setKey] = useState(pix ? formatPixKey(pix.keyType, pix.key) : '');
  const [receiverName, setName] = useState(pix?.receiverName ?? '');
  const [receiverCity, setCity] = useState(pix?.receiverCity ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSavePix();

  function send(body: Parameters<typeof save.mutate>[0], done: string) {
    setErrors({});
    save.mutate(body, {
      onSuccess: () => toast.success(done),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0)
          setErrors({
            key: error.fields['pix.key'],
            receiverName: error.fields['pix.receiverName'],
            receiverCity: error.fields['pix.receiverCity'],
          });
        else toast.error(error instanceof ApiError ? error.message : errorMessage('INTERNAL'));
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ pix: { keyType, key, receiverName, receiverCity } }, t('pix.settings.saved'));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <h3 className="font-semibold text-slate-900">{t('pix.settings.title')}</h3>
      <p className="text-sm text-slate-600">{t('pix.settings.hint')}</p>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {t('pix.settings.keyType')}
        <select
          value={keyType}
          onChange={(event) => setKeyType(event.currentTarget.value as PixKeyType)}
          className="h-11 rounded-lg bg-white px-3 text-base text-slate-900 ring-1 ring-slate-300"
        >
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`pix.settings.type.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('pix.settings.key')}
        value={key}
        error={errors.key}
        inputMode={keyType === 'email' || keyType === 'aleatoria' ? 'text' : 'tel'}
        onChange={(event) => setKey(event.currentTarget.value)}
      />
      <TextField
        label={t('pix.settings.name')}
        value={receiverName}
        error={errors.receiverName}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <TextField
        label={t('pix.settings.city')}
        value={receiverCity}
        error={errors.receiverCity}
        onChange={(event) => setCity(event.currentTarget.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('pix.settings.save')}
        </Button>
        {pix ? (
          <Button
            type="button"
            variant="danger-secondary"
            disabled={save.isPending}
            onClick={() => send({ pix: null }, t('pix.settings.removed'))}
          >
            {t('pix.settings.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
