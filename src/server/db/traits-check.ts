import {
  BALANCE_DEMANDS,
  BODY_POSITIONS,
  IMPACTS,
  MOVEMENT_PATTERNS,
  NAME_GENDERS,
} from '../../shared/contracts/exercises.ts';

const KEYS = [
  'pattern',
  'position',
  'floor',
  'impact',
  'axialLoad',
  'spinalFlexion',
  'balance',
  'mainLift',
  'gender',
] as const;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The CHECK on exercises.traits (drizzle/0011_exercise_traits.sql writes the same by hand): null, or an
 * object with exactly the contract's keys, each enum within the contract's lists and each flag a boolean.
 */
export function traitsCheck(column: string): string {
  const c = `"${column}"`;
  return (
    [
      `${c} IS NULL OR (jsonb_typeof(${c}) = 'object'`,
      `${c} ?& ARRAY[${list(KEYS)}]`,
      `${c} - ARRAY[${list(KEYS)}] = '{}'::jsonb`,
      `${c}->>'pattern' IN (${list(MOVEMENT_PATTERNS)})`,
      `${c}->>'position' IN (${list(BODY_POSITIONS)})`,
      `${c}->>'impact' IN (${list(IMPACTS)})`,
      `${c}->>'balance' IN (${list(BALANCE_DEMANDS)})`,
      `${c}->>'gender' IN (${list(NAME_GENDERS)})`,
      ...(['floor', 'axialLoad', 'spinalFlexion', 'mainLift'] as const).map(
        (flag) => `jsonb_typeof(${c}->'${flag}') = 'boolean'`,
      ),
    ].join(' AND ') + ')'
  );
}
