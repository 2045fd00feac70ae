import { useId, useState } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import type { KeyCheck } from '#shared/contracts/ai.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAddAiKey, useAiKeys, useCheckAiKey, useRefreshAiKeys, useRemoveAiKey } from './api.ts';

/** Spec §8's toast for one checked key ('Chave ...XXXX é válida e está funcionando.'). */
function announce({ hint, result }: KeyCheck) {
  const key = `...${hint.replace(/^…/, '')}`;
  if (result === 'valid') toast.success(t('admin.keys.valid', { key }));
  else if (result === 'quota') toast(t('admin.keys.quota', { key }));
  else if (result === 'invalid') toast.error(t('admin.keys.invalid', { key }));
  else toast.error(t('admin.keys.unknown'));
}

/**
 * 'Chaves de API' (spec §2 admin panel, §8 key validation): the shared Gemini keys, used in turn by
 * every trainer. A key goes in once and never comes back out: the panel shows its last four characters.
 * 'Salvar' stores the new keys, then checks every key, one toast each.
 */
export function AiKeysTab() {
  const keys = useAiKeys();
  const add = useAddAiKey();
  const remove = useRemoveAiKey();
  const check = useCheckAiKey();
  const refresh = useRefreshAiKeys();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const listId = useId();

  async function save() {
    const fresh = draft
      .split(/[\s,;]+/)
      .map((key) => key.trim())
      .filter(Boolean);
    if (fresh.length === 0 && (keys.data?.keys.length ?? 0) === 0) return setError(t('admin.keys.empty'));
    setError(undefined);
    setBusy(true);
    try {
      for (const key of fresh) await add.mutateAsync(key);
      setDraft('');
      toast(t('admin.keys.saved'));
      const { data } = await keys.refetch();
      for (const key of data?.keys ?? []) announce(await check.mutateAsync(key.id));
      toast.success(t('admin.keys.done'));
    } catch (failure) {
      const message =
        failure instanceof ApiError ? (failure.fields.key ?? failure.message) : errorMessage('INTERNAL');
      setError(message);
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  if (keys.isPending) return <Spinner label={t('admin.keys.loading')} />;
  if (keys.isError) return <p role="alert">{t('admin.keys.loadFailed')}</p>;
  const provider = keys.data.provider;

  return (
    <section className="flex flex-col gap-4">
      <p className="text-slate-700">{t('admin.keys.intro')}</p>
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        {t(`admin.keys.provider.${provider}`)}
      </p>
      <h3 id={listId} className="font-bold text-slate-900">
        {t('admin.keys.listTitle')}
      </h3>
      {keys.data.keys.length === 0 ? (
        <p className="text-slate-700">{t('admin.keys.none')}</p>
      ) : (
        <ul aria-labelledby={listId} className="flex flex-col gap-2">
          {keys.data.keys.map((key) => (
            <li
              key={key.id}
              className="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
            >
              <KeyRound aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
              <span className="font-mono font-semibold text-slate-900">{key.hint}</span>
              <span className="flex-1 text-sm text-slate-600">
                {t('admin.keys.added', { date: formatBrazilianDate(key.createdAt.slice(0, 10)) })}
              </span>
              <Button
                variant="danger-ghost"
                aria-label={t('admin.keys.remove', { key: key.hint })}
                disabled={remove.isPending || busy}
                onClick={() => remove.mutate(key.id)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextAreaField
        label={t('admin.keys.new')}
        hint={t('admin.keys.newHint')}
        rows={3}
        autoComplete="off"
        spellCheck={false}
        value={draft}
        error={error}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button className="self-start" onClick={() => void save()} disabled={busy}>
        {busy ? t('admin.keys.saving') : t('admin.keys.save')}
      </Button>
    </section>
  );
}
