import { useId } from 'react';
import { CalendarClock, CalendarOff, CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react';
import { RENEWAL_MONTHS } from '#shared/contracts/students.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { expiryWindow, expiryWindowWords } from '#shared/domain/students/expiry-window.ts';
import { chooseRenewal, expiryEdit, togglePlan, type ManagementForm } from './management-form.ts';

const TOGGLE_STYLES = {
  active: 'bg-green-50 text-green-800 ring-2 ring-green-700',
  inactive: 'bg-red-50 text-red-800 ring-2 ring-red-700',
  pending: 'bg-amber-50 text-amber-900 ring-2 ring-amber-600',
};

/**
 * Plan status toggle, current expiry, expiry date and renewal, all local until saved. `savedExpiry` is
 * the one the form was loaded with, so a change made elsewhere never reads as this form's edit.
 */
export function ManagementPlanSection({
  savedExpiry,
  form,
  onChange,
  today,
}: {
  savedExpiry: string | null;
  form: ManagementForm;
  onChange: (form: ManagementForm) => void;
  today: string;
}) {
  const ids = { heading: useId(), hint: useId(), renew: useId() };
  const status = form.planStatus;
  const pending = status === 'pending_creation' || status === 'pending_review';
  const { toSave, preview, outside } = expiryEdit(form, savedExpiry, today);
  const bounds = expiryWindow(today);
  const StatusIcon = status === 'active' ? CircleCheck : pending ? Clock : CircleX;

  return (
    <section aria-labelledby={ids.heading} className="flex flex-col gap-4">
      <h3 id={ids.heading} className="text-base font-bold text-slate-900">
        {t('dialog.plan.heading')}
      </h3>
      <div className="flex flex-col gap-1">
        <button
          type="button"
          aria-pressed={status === 'active'}
          aria-describedby={ids.hint}
          onClick={() => onChange(togglePlan(form))}
          className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 text-base font-bold ${
            TOGGLE_STYLES[pending ? 'pending' : status === 'active' ? 'active' : 'inactive']
          }`}
        >
          <StatusIcon aria-hidden="true" className="size-5" />
          {t(`dialog.plan.${status}`)}
        </button>
        <p id={ids.hint} className="text-sm text-slate-600">
          {pending ? t('dialog.plan.pendingHint') : t('dialog.plan.toggleHint')}
        </p>
      </div>

      <ExpirySummary expiry={toSave} savedExpiry={savedExpiry} today={today} />

      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('dialog.expiry.field')}
            type="date"
            name="planExpiryDate"
            min={bounds.min}
            max={bounds.max}
            error={outside ? errorMessage('EXPIRY_OUT_OF_RANGE', expiryWindowWords(today)) : null}
            value={form.planExpiryDate}
            onChange={(e) => onChange({ ...form, planExpiryDate: e.target.value })}
          />
        </div>
        {form.planExpiryDate ? (
          <Button variant="ghost" onClick={() => onChange({ ...form, planExpiryDate: '' })}>
            {t('dialog.expiry.clear')}
          </Button>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <p id={ids.renew} className="text-sm font-medium text-slate-700">
          {t('dialog.renew.heading')}
        </p>
        <div role="group" aria-labelledby={ids.renew} className="grid grid-cols-3 gap-2">
          {RENEWAL_MONTHS.map((months) => (
            <Button
              key={months}
              variant={form.renewMonths === months ? 'primary' : 'secondary'}
              aria-pressed={form.renewMonths === months}
              className="px-1 whitespace-nowrap"
              onClick={() => onChange(chooseRenewal(form, months))}
            >
              {t(`dialog.renew.${months}`)}
            </Button>
          ))}
        </div>
        <div aria-live="polite" className="min-h-5">
          {preview ? (
            <p className="flex flex-col text-sm text-slate-800">
              <strong className="font-semibold">
                {t('dialog.renew.preview', { date: formatBrazilianDate(preview) })}
              </strong>
              <span>{t('dialog.renew.previewHint')}</span>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** What the expiry will be once saved (a renewal or a typed date included), and what it is until then. */
function ExpirySummary({
  expiry,
  savedExpiry,
  today,
}: {
  expiry: string | null;
  savedExpiry: string | null;
  today: string;
}) {
  const { text, Icon, className } = describeExpiry(expiry, today);
  return (
    <div className="flex flex-col gap-0.5">
      <p className={`flex items-center gap-2 ${className}`}>
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {text}
      </p>
      {expiry === savedExpiry ? null : (
        <p className="pl-7 text-sm text-slate-600">
          {t('dialog.expiry.unsaved', { current: describeExpiry(savedExpiry, today).text })}
        </p>
      )}
    </div>
  );
}

function describeExpiry(expiry: string | null, today: string) {
  if (expiry === null)
    return { text: t('dialog.expiry.none'), Icon: CalendarOff, className: 'text-slate-700' };
  const date = formatBrazilianDate(expiry);
  if (expiry < today)
    return {
      text: t('dialog.expiry.expired', { date }),
      Icon: CircleAlert,
      className: 'font-semibold text-red-700',
    };
  return { text: t('dialog.expiry.on', { date }), Icon: CalendarClock, className: 'text-slate-700' };
}
