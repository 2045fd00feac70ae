import { lazy, Suspense, useEffect, useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import type { StudentHome } from '#shared/contracts/training.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';

const RenewalDialog = lazy(() => import('./renewal-dialog.tsx'));

/** Only that the modal was shown, per student, for this tab's session: nothing personal is kept. */
const promptedKey = (studentId: string) => `rumofit.renewal-prompted.${studentId}`;

function wasPrompted(studentId: string): boolean {
  try {
    return sessionStorage.getItem(promptedKey(studentId)) !== null;
  } catch {
    return false; // storage refused (private mode): the modal then opens on each visit, which is harmless
  }
}

function markPrompted(studentId: string): void {
  try {
    sessionStorage.setItem(promptedKey(studentId), '1');
  } catch {
    // as above
  }
}

/**
 * 'Seu Plano Venceu!' (product §2, §4): the plan is inactive or past its expiry. 'Renovar Plano' opens by
 * itself once per browser session; 'Renove Agora' opens it again.
 */
export function ExpiredScreen({ home }: { home: StudentHome }) {
  const [renewing, setRenewing] = useState(() => !wasPrompted(home.id));

  useEffect(() => {
    if (renewing) markPrompted(home.id);
  }, [renewing, home.id]);

  const lapsed = home.planStatus === 'active' && home.planExpiryDate !== null;
  return (
    <section
      aria-labelledby="expired-title"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-3 rounded-2xl bg-white px-5 py-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      <CalendarX2 aria-hidden="true" className="size-12 text-red-700" />
      <h1 id="expired-title" className="text-2xl font-bold text-slate-900">
        {t('expired.title')}
      </h1>
      <p className="text-slate-700">
        {lapsed && home.planExpiryDate
          ? t('expired.onDate', { date: formatBrazilianDate(home.planExpiryDate) })
          : t('expired.inactive')}
      </p>
      <p className="text-slate-600">{t('expired.hint')}</p>
      <Button className="mt-2 h-12 w-full text-lg" onClick={() => setRenewing(true)}>
        {t('home.renewNow')}
      </Button>
      <Suspense fallback={null}>
        {renewing ? <RenewalDialog home={home} onClose={() => setRenewing(false)} /> : null}
      </Suspense>
    </section>
  );
}
