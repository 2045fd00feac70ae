/**
 * The performance review's three stat cards (product §9), pure.
 * - Max weight: the heaviest set ever logged, of any exercise, 1 decimal.
 * - Total progress: per exercise with 2+ entries, (last − first) ÷ first (0 when the first weight is 0);
 *   the card shows the average of those, without decimals, and says over how many exercises.
 * - Total volume: Σ weight × reps over every logged set, in tons with 1 decimal.
 */

export function exerciseProgress(history: readonly { weight: number }[]): number | null {
  if (history.length < 2) return null;
  const first = history[0]!.weight;
  const last = history[history.length - 1]!.weight;
  return first === 0 ? 0 : ((last - first) / first) * 100;
}

export function totalProgress(histories: readonly (readonly { weight: number }[])[]): {
  percent: number;
  exercises: number;
} {
  const progress = histories.map(exerciseProgress).filter((value): value is number => value !== null);
  if (progress.length === 0) return { percent: 0, exercises: 0 };
  const average = progress.reduce((sum, value) => sum + value, 0) / progress.length;
  return { percent: Math.round(average), exercises: progress.length };
}

const oneDecimal = (value: number) =>
  (Math.round(value * 10) / 10).toLocaleString('pt-BR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** 62.5 → '62,5 kg'. */
export const formatKg = (kg: number) => `${oneDecimal(kg)} kg`;
/** 6320 kg → '6,3 t'. */
export const formatTons = (kg: number) => `${oneDecimal(kg / 1000)} t`;
/** 12.4 → '+12%'; -3 → '-3%'. */
export const formatPercent = (percent: number) => `${percent > 0 ? '+' : ''}${Math.round(percent)}%`;
