import type { PersonCorrections } from '../../contracts/coach-reading.ts';
import type { ConditionKind, LimitKind, SportKind } from './person.ts';

const without = <T>(list: readonly T[], item: T) => list.filter((value) => value !== item);
const including = <T>(list: readonly T[], item: T) => (list.includes(item) ? [...list] : [...list, item]);

/**
 * The trainer turns one condition on or off in 'A IA considerou…': on, it is added and no longer
 * removed; off, it is removed and no longer added. What the reader found stays the reader's; the
 * corrections only say what differs.
 */
export function withCondition(
  corrections: PersonCorrections,
  kind: ConditionKind,
  on: boolean,
): PersonCorrections {
  return {
    ...corrections,
    addConditions: on ? including(corrections.addConditions, kind) : without(corrections.addConditions, kind),
    removeConditions: on
      ? without(corrections.removeConditions, kind)
      : including(corrections.removeConditions, kind),
  };
}

export function withLimit(corrections: PersonCorrections, kind: LimitKind, on: boolean): PersonCorrections {
  return {
    ...corrections,
    addLimits: on ? including(corrections.addLimits, kind) : without(corrections.addLimits, kind),
    removeLimits: on ? without(corrections.removeLimits, kind) : including(corrections.removeLimits, kind),
  };
}

export function withSport(corrections: PersonCorrections, kind: SportKind, on: boolean): PersonCorrections {
  const others = corrections.addSports.filter((sport) => sport.kind !== kind);
  const kept = corrections.addSports.find((sport) => sport.kind === kind);
  return {
    ...corrections,
    addSports: on ? [...others, kept ?? { kind }] : others,
    removeSports: on ? without(corrections.removeSports, kind) : including(corrections.removeSports, kind),
  };
}
