/**
 * Personal records and estimated one-rep max (issue 15). Pure and zod-free: the student's analysis
 * dialog and the trainer's performance review both use them.
 */

export interface Lift {
  date: string;
  weight: number;
  reps: number;
}

/** Epley's estimate of the one-rep max, 1 decimal: weight × (1 + reps / 30); one rep is the weight itself. */
export function epley(weight: number, reps: number): number {
  if (weight <= 0 || reps <= 0) return 0;
  const estimate = reps === 1 ? weight : weight * (1 + reps / 30);
  return Math.round(estimate * 10) / 10;
}

export interface PersonalRecord extends Lift {
  /** Epley's estimate for the record set. */
  e1rm: number;
}

/**
 * The record of a history: the heaviest weight, more reps breaking a tie, the earliest date keeping it
 * (equalling a record is not a new one). Null when nothing was lifted (every weight 0).
 */
export function personalRecord(history: readonly Lift[]): PersonalRecord | null {
  let best: Lift | null = null;
  for (const lift of history) {
    if (lift.weight <= 0) continue;
    if (
      !best ||
      lift.weight > best.weight ||
      (lift.weight === best.weight && lift.reps > best.reps) ||
      (lift.weight === best.weight && lift.reps === best.reps && lift.date < best.date)
    )
      best = lift;
  }
  return best ? { ...best, e1rm: epley(best.weight, best.reps) } : null;
}

/**
 * Whether `lift` beats everything in `before` (the same exercise's earlier history, every day before
 * today): strictly a heavier weight, or as heavy with more reps (decision 034). A repeat of the best is
 * not a record ({@link equalsRecord}), nor is a lighter set with more reps even when its e1RM is higher,
 * and a first time ever is not one either: there is nothing to beat.
 */
export function isNewRecord(lift: Lift, before: readonly Lift[]): boolean {
  const previous = personalRecord(before);
  if (!previous || lift.weight <= 0) return false;
  return lift.weight > previous.weight || (lift.weight === previous.weight && lift.reps > previous.reps);
}

/** Whether `lift` repeats the best of `before` (same load, same reps): a repeat, never a record. */
export function equalsRecord(lift: Lift, before: readonly Lift[]): boolean {
  const previous = personalRecord(before);
  return !!previous && lift.weight > 0 && lift.weight === previous.weight && lift.reps === previous.reps;
}
