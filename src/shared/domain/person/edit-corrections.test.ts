import { describe, expect, test } from 'vitest';
import { EMPTY_CORRECTIONS } from '../../contracts/coach-reading.ts';
import { withCondition, withLimit, withSport } from './edit-corrections.ts';
import { readPerson } from './read-person.ts';

const TODAY = '2026-11-26';

describe("the trainer's corrections, one toggle at a time", () => {
  test('a condition the reader found, turned off and on again, comes back as the reader had it', () => {
    const answers = { healthIssues: 'pressão alta' };
    const off = withCondition(EMPTY_CORRECTIONS, 'hypertension', false);
    expect(readPerson(answers, { today: TODAY, corrections: off }).conditions).toEqual([]);
    const on = withCondition(off, 'hypertension', true);
    expect(on).toMatchObject({ removeConditions: [], addConditions: ['hypertension'] });
    expect(readPerson(answers, { today: TODAY, corrections: on }).conditions).toEqual([
      { kind: 'hypertension', acute: false, label: 'hipertensão', source: 'anamnese' },
    ]);
  });

  test('a limit added then removed leaves the corrections saying it is removed', () => {
    const added = withLimit(EMPTY_CORRECTIONS, 'no_overhead', true);
    expect(added.addLimits).toEqual(['no_overhead']);
    const removed = withLimit(added, 'no_overhead', false);
    expect(removed).toMatchObject({ addLimits: [], removeLimits: ['no_overhead'] });
  });

  test('a sport keeps its game days when turned on twice; off removes it', () => {
    const withDays = {
      ...EMPTY_CORRECTIONS,
      addSports: [{ kind: 'football' as const, gameDays: ['Sábado' as const] }],
    };
    expect(withSport(withDays, 'football', true).addSports).toEqual([
      { kind: 'football', gameDays: ['Sábado'] },
    ]);
    expect(withSport(withDays, 'football', false)).toMatchObject({
      addSports: [],
      removeSports: ['football'],
    });
  });
});
