import { t } from '#web/i18n/pt-BR.ts';

export function Brand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className={`font-extrabold tracking-tight ${size === 'lg' ? 'text-4xl' : 'text-2xl'}`}>
      <span className="text-slate-900">{t('brand.first')}</span>
      <span className="text-brand-700">{t('brand.second')}</span>
    </span>
  );
}
