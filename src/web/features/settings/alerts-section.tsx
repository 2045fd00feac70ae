import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { pushSupport, subscribe, unsubscribe, type PushSupport } from '#web/lib/push/push-client.ts';

const alertsKey = ['alerts'] as const;
const failure = (error: unknown) => (error instanceof ApiError ? error.message : errorMessage('INTERNAL'));

/**
 * 'Alertas no celular' in the trainer's 'Configurações' (decision 044): one switch subscribes this
 * device (the browser asks for permission on that tap) and saves `PUT /api/alerts`. The server then
 * tells the trainer when a student reports pain or 'Extremamente difícil', asks to renew or informs a
 * payment. Off: the setting first, then this device's subscription.
 */
export function AlertsSection() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: alertsKey, queryFn: () => api('GET /api/alerts') });
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const save = useMutation({
    mutationFn: (enabled: boolean) => api('PUT /api/alerts', { body: { enabled } }),
    onSuccess: (saved) => client.setQueryData(alertsKey, saved),
  });

  async function toggle(enabled: boolean) {
    try {
      if (enabled) {
        await save.mutateAsync(false);
        await unsubscribe().catch(() => undefined);
        toast(t('settings.alerts.off'));
        return;
      }
      const result = await subscribe();
      if (result !== 'subscribed') return setSupport(result);
      await save.mutateAsync(true);
      toast.success(t('settings.alerts.on'));
    } catch (error) {
      toast.error(failure(error));
    }
  }

  const enabled = settings.data?.enabled;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{t('settings.alerts.title')}</h3>
      <p className="text-sm text-slate-700">{t('settings.alerts.hint')}</p>
      {support !== 'supported' ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t(support === 'denied' ? 'settings.alerts.denied' : 'settings.alerts.unsupported')}
        </p>
      ) : null}
      {settings.isPending ? (
        <Spinner label={t('settings.alerts.loading')} />
      ) : enabled === undefined ? (
        <p role="status" className="text-sm text-red-700">
          {t('settings.alerts.failed')}
        </p>
      ) : (
        <Switch
          checked={enabled}
          disabled={save.isPending || (support !== 'supported' && !enabled)}
          label={t('settings.alerts.switch')}
          onToggle={() => void toggle(enabled)}
        />
      )}
    </section>
  );
}
