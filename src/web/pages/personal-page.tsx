import { t } from '#web/i18n/pt-BR.ts';

export default function PersonalPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">{t('personal.title')}</h1>
      <p className="mt-2 text-slate-600">{t('personal.intro')}</p>
    </section>
  );
}
