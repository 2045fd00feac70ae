import type { AnamnesisAnswers as Anamnesis } from '#shared/contracts/anamnesis.ts';
import { maskWhatsapp } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { t } from '#web/i18n/pt-BR.ts';

/** The anamnesis answers of spec §3, grouped as the student's 7-step wizard asks them. */
const SECTIONS = {
  personal: ['sex', 'age', 'height', 'weight', 'whatsapp', 'profession', 'city'],
  goals: ['specificGoal', 'goalTimeline'],
  history: [
    'hasTrainedBefore',
    'trainingSince',
    'previousTrainingFrequency',
    'hadPersonalTrainer',
    'likedWorkouts',
    'dislikedWorkouts',
  ],
  routine: ['hoursSitting', 'sleepHours', 'nutritionQuality', 'waterIntake', 'alcoholIntake', 'smokerInfo'],
  health: ['orthopedicProblems', 'surgeriesInfo', 'controlledMedication', 'healthIssues', 'medicalClearance'],
  level: ['currentCondition', 'canRun5min', 'canDoPushups', 'canSquat'],
  availability: ['availableDays', 'trainingHours', 'trainingLocation', 'equipment', 'observations'],
} as const;

type SectionId = keyof typeof SECTIONS;
type Field = (typeof SECTIONS)[SectionId][number];

export interface AnamnesisSection {
  id: SectionId;
  title: string;
  rows: { field: Field; label: string; value: string }[];
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

/** The answered fields, section by section; sections with no answer are left out, unknown keys skipped. */
export function anamnesisSections(anamnesis: Anamnesis): AnamnesisSection[] {
  return (Object.keys(SECTIONS) as SectionId[])
    .map((id) => ({
      id,
      title: t(`dialog.anamnesis.section.${id}`),
      rows: SECTIONS[id].flatMap((field: Field) => {
        const value = answerText(field, anamnesis[field]);
        return value === null ? [] : [{ field, label: t(`dialog.anamnesis.field.${field}`), value }];
      }),
    }))
    .filter((section) => section.rows.length > 0);
}
