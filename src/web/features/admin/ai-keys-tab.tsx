import { useId, useState } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import type { AiKey, AiKeys, KeyCheck } from '#shared/contracts/ai.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAddAiKey, useAiKeys, useCheckAiKey, useRefreshAiKeys } from './api.ts';
import { RemoveKeyDialog } from './remove-key-dialog.tsx';

/**
 * Spec §8's toast for one checked key ('Chave ...XXXX é válida e está funcionando.'), naming the key
 * and what happened when no verdict came (no connection, or an error from Gemini).
 */
function announce({ hint, result }: KeyCheck) {
  const key = `...${hint.replace(/^…/, '')}`;
  if (result === 'valid') toast.success(t('admin.keys.valid', { key }));
  else if (result === 'quota') toast(t('admin.keys.quota', { key }));
  else if (result === 'invalid') toast.error(t('admin.keys.invalid', { key }));
  else if (result === 'unreachable') toast.error(t('admin.keys.unreachable', { key }));
  else toast.error(t('admin.keys.unknown', { key }));
}

/** Which AI answers now, and why: the validated keys in turn, or the local coach and what it lacks. */
function inUse({ keys, provider }: AiKeys): string {
  const valid = keys.filter((key) => key.status === 'valid').map((key) => key.hint);
  if (provider === 'openai-compatible') return t('admin.keys.inUse.openai-compatible');
  if (provider === 'gemini' && valid.length > 0)
    return t(valid.length === 1 ? 'admin.keys.inUse.gemini' : 'admin.keys.inUse.geminiMany', {
      keys: valid.join(', '),
    });
  if (valid.length > 0) return t('admin.keys.inUse.forcedLocal');
  return t(keys.length === 0 ? 'admin.keys.inUse.noKeys' : 'admin.keys.inUse.noValidKey');
}

const STATUS_STYLE: Record<AiKey['status'], string> = {
  valid: 'text-emerald-800',
  pending: 'text-amber-800',
  invalid: 'text-red-700',
};

/**
 * 'Chaves de API' (product §2 admin panel, §8 key validation): the shared Gemini keys, used in turn by
 * every trainer. A key goes in once and never comes back out: the panel shows its last four characters.
 * 'Salvar' stores the new keys, then checks every key, one toast each; only a key that validated is
 * used, and the panel says which AI answers and why. Removing a key asks first.
 */
export function AiKeysTab() {
  const keys = useAiKeys();
  const add = useAddAiKey();
  const [removing, setRemoving] = useState<AiKey | null>(null);
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

  return (
    <section className="flex flex-col gap-4">
      <p className="text-slate-700">{t('admin.keys.intro')}</p>
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{inUse(keys.data)}</p>
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
              <span className="flex flex-1 flex-col text-sm">
                <span className={`font-medium ${STATUS_STYLE[key.status]}`}>
                  {t(`admin.keys.status.${key.status}`)}
                </span>
                <span className="text-slate-600">
                  {t('admin.keys.added', { date: formatBrazilianDate(key.createdAt.slice(0, 10)) })}
                </span>
              </span>
              <Button
                variant="danger-ghost"
                aria-label={t('admin.keys.remove', { key: key.hint })}
                disabled={busy}
                onClick={() => setRemoving(key)}
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
      {removing ? <RemoveKeyDialog apiKey={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}
