import type { Weekday } from '#shared/contracts/plans.ts';

/** Two of the model's workouts on one weekday: the copy would have two workouts that day. */
export function hasRepeatedDay(days: readonly Weekday[]): boolean {
  return new Set(days).size !== days.length;
}

/**
 * The placement with the model's `index`-th workout moved to `day`. A workout already on that day
 * takes the moved one's old day (the two trade places), so moving never puts two workouts on one day.
 */
export function moveDay(days: readonly Weekday[], index: number, day: Weekday): Weekday[] {
  const old = days[index];
  if (old === undefined) return [...days];
  return days.map((current, i) => (i === index ? day : current === day ? old : current));
}
