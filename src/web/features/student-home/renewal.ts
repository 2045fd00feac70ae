import type { StudentHome } from '#shared/contracts/training.ts';
import { t, type MessageKey } from '#web/i18n/pt-BR.ts';
import '#web/i18n/student-dialog-strings.ts';
import { firstName } from './home-text.ts';

export const RENEWAL_OPTIONS = [1, 3, 6] as const;
export type RenewalMonths = (typeof RENEWAL_OPTIONS)[number];

const MONTH_KEYS: Record<RenewalMonths, MessageKey> = {
  1: 'renewal.months.1',
  3: 'renewal.months.3',
  6: 'renewal.months.6',
};

export function monthsLabel(months: RenewalMonths): string {
  return t(MONTH_KEYS[months]);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 120,00' (with a plain space), or 'Preço não definido' when the trainer set none. */
export function renewalPrice(price: number | null): string {
  return price === null ? t('renewal.noPrice') : brl.format(price).replace(/\s/g, ' ');
}

/** The WhatsApp message the student sends the trainer to renew (product §5). */
export function renewalMessage(home: Pick<StudentHome, 'name' | 'trainer'>, months: RenewalMonths): string {
  return t('renewal.message', {
    trainer: firstName(home.trainer.name),
    name: home.name.trim(),
    months: monthsLabel(months),
  });
}
