import { useSession } from '#web/features/auth/session.ts';
import { t } from '#web/i18n/pt-BR.ts';

export default function StudentPage() {
  const { data: user } = useSession();
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  return (
    <section>
      <h1 className="text-2xl font-bold">{t('student.greeting', { name: firstName })}</h1>
      <p className="mt-2 text-slate-600">{t('student.intro')}</p>
    </section>
  );
}
