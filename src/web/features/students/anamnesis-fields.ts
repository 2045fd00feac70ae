import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import {
  ANAMNESIS_STEPS,
  type AnamnesisField,
  type AnamnesisSection as AnamnesisSectionId,
} from '#shared/domain/anamnesis/questions.ts';
import { maskWhatsapp } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { t } from '#web/i18n/pt-BR.ts';

export interface AnamnesisSection {
  id: AnamnesisSectionId;
  title: string;
  rows: { field: AnamnesisField; label: string; value: string }[];
}

/** One answer as text, or null when there is nothing to show (undefined, null, '', [] or a shape we do not know). */
export function answerText(field: string, value: unknown): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    return field === 'whatsapp' ? maskWhatsapp(text) || text : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('pt-BR') : null;
  if (typeof value === 'boolean') return value ? t('dialog.anamnesis.yes') : t('dialog.anamnesis.no');
  if (Array.isArray(value)) {
    const items = value.map((item) => answerText(field, item)).filter((item) => item !== null);
    return items.length ? items.join(', ') : null;
  }
  return null;
}

/**
 * The answered fields, section by section, as the student's wizard asks them (ANAMNESIS_STEPS): a
 * field the wizard gains shows up here too. Sections with no answer are left out, unknown keys skipped.
 */
export function anamnesisSections(anamnesis: AnamnesisAnswers): AnamnesisSection[] {
  return ANAMNESIS_STEPS.map(({ section, fields }) => ({
    id: section,
    title: t(`dialog.anamnesis.section.${section}`),
    rows: fields.flatMap((field: AnamnesisField) => {
      const value = answerText(field, anamnesis[field]);
      return value === null ? [] : [{ field, label: t(`dialog.anamnesis.field.${field}`), value }];
    }),
  })).filter((section) => section.rows.length > 0);
}
