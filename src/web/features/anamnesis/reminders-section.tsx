import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '#shared/contracts/push.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/anamnesis-strings.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { pushSupport, subscribe, unsubscribe, type PushSupport } from '#web/lib/push/push-client.ts';

const remindersKey = ['me', 'reminders'] as const;
const failure = (error: unknown) => (error instanceof ApiError ? error.message : errorMessage('INTERNAL'));

/**
 * 'Lembretes' in 'Seus dados' (decision 044): the switch subscribes this device (the permission is
 * asked from that tap) and saves `PUT /api/me/reminders`; the time of day is saved as it changes.
 * A browser without push, or with notifications blocked, is told so in plain words.
 */
export function RemindersSection() {
  const client = useQueryClient();
  const timeId = useId();
  const settings = useQuery({ queryKey: remindersKey, queryFn: () => api('GET /api/me/reminders') });
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const save = useMutation({
    mutationFn: (body: ReminderSettings) => api('PUT /api/me/reminders', { body }),
    onSuccess: (saved) => client.setQueryData(remindersKey, saved),
  });

  async function toggle(current: ReminderSettings) {
    try {
      if (current.enabled) {
        await save.mutateAsync({ ...current, enabled: false });
        await unsubscribe().catch(() => undefined);
        toast(t('privacy.reminders.off'));
        return;
      }
      const result = await subscribe();
      if (result !== 'subscribed') {
        setSupport(result);
        return;
      }
      await save.mutateAsync({ ...current, enabled: true });
      toast.success(t('privacy.reminders.saved'));
    } catch (error) {
      toast.error(failure(error));
    }
  }

  async function changeTime(current: ReminderSettings, time: string) {
    if (!/^\d\d:\d\d$/.test(time) || time === current.time) return;
    try {
      await save.mutateAsync({ ...current, time });
    } catch (error) {
      toast.error(failure(error));
    }
  }

  const current = settings.data;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{t('privacy.reminders.title')}</h3>
      <p className="text-sm text-slate-700">{t('privacy.reminders.hint')}</p>
      {support !== 'supported' ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {t(support === 'denied' ? 'privacy.reminders.denied' : 'privacy.reminders.unsupported')}
        </p>
      ) : null}
      {settings.isPending ? (
        <Spinner label={t('privacy.reminders.loading')} />
      ) : !current ? (
        <p role="alert" className="text-red-700">
          {t('privacy.reminders.failed')}
        </p>
      ) : (
        <>
          <Switch
            checked={current.enabled}
            disabled={save.isPending || (support !== 'supported' && !current.enabled)}
            label={t('privacy.reminders.switch')}
            onToggle={() => void toggle(current)}
          />
          <label htmlFor={timeId} className="text-sm font-medium text-slate-800">
            {t('privacy.reminders.time')}
          </label>
          <input
            id={timeId}
            type="time"
            step={60}
            defaultValue={current.time}
            disabled={save.isPending}
            onBlur={(event) => void changeTime(current, event.currentTarget.value)}
            onChange={(event) => void changeTime(current, event.currentTarget.value)}
            className="min-h-11 self-start rounded-lg border border-slate-300 px-3 text-base text-slate-900"
          />
        </>
      )}
    </section>
  );
}
