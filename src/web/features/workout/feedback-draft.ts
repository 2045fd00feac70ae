import {
  DIFFICULTIES,
  ENERGY_LEVELS,
  RPE_DEFAULT,
  RPE_MAX,
  RPE_MIN,
  SLEEP_QUALITIES,
} from '#shared/domain/training/feedback-options.ts';

/**
 * The feedback being typed, kept in the tab's sessionStorage (per student and date) so a reload, or a
 * phone that discards the tab while the student answers a message, does not lose it. Session storage,
 * not local: the pain text is health data and should not outlive the tab. Cleared once sent or skipped.
 */
export interface FeedbackDraft {
  difficulty: (typeof DIFFICULTIES)[number] | null;
  energyLevel: (typeof ENERGY_LEVELS)[number] | null;
  sleepQuality: (typeof SLEEP_QUALITIES)[number] | null;
  overallRPE: number;
  painPoints: string;
  comments: string;
}

export const EMPTY_DRAFT: FeedbackDraft = {
  difficulty: null,
  energyLevel: null,
  sleepQuality: null,
  overallRPE: RPE_DEFAULT,
  painPoints: '',
  comments: '',
};

const storageKey = (key: string) => `rumofit.feedback-draft.${key}`;

function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return options.find((option) => option === value) ?? null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The draft kept for `key`, or an empty one; anything unreadable is ignored. */
export function loadDraft(key: string): FeedbackDraft {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(storageKey(key)) ?? 'null');
  } catch {
    return EMPTY_DRAFT;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY_DRAFT;
  const kept = raw as Record<string, unknown>;
  const rpe = kept.overallRPE;
  return {
    difficulty: oneOf(DIFFICULTIES, kept.difficulty),
    energyLevel: oneOf(ENERGY_LEVELS, kept.energyLevel),
    sleepQuality: oneOf(SLEEP_QUALITIES, kept.sleepQuality),
    overallRPE:
      typeof rpe === 'number' && Number.isInteger(rpe) && rpe >= RPE_MIN && rpe <= RPE_MAX
        ? rpe
        : RPE_DEFAULT,
    painPoints: text(kept.painPoints),
    comments: text(kept.comments),
  };
}

export function saveDraft(key: string, draft: FeedbackDraft): void {
  try {
    sessionStorage.setItem(storageKey(key), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, only without surviving a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(storageKey(key));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
