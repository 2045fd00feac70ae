import { describe, expect, it } from 'vitest';
import { hasRepeatedDay, moveDay } from './placement.ts';

describe('moving a model day in the preview', () => {
  it('moves a workout to a free day', () => {
    expect(moveDay(['Segunda-feira', 'Quarta-feira'], 1, 'Sexta-feira')).toEqual([
      'Segunda-feira',
      'Sexta-feira',
    ]);
  });

  it('trades places with the workout already on that day', () => {
    const moved = moveDay(['Segunda-feira', 'Quarta-feira', 'Sexta-feira'], 0, 'Sexta-feira');
    expect(moved).toEqual(['Sexta-feira', 'Quarta-feira', 'Segunda-feira']);
    expect(hasRepeatedDay(moved)).toBe(false);
  });

  it('tells a repeated day', () => {
    expect(hasRepeatedDay(['Terça-feira', 'Terça-feira'])).toBe(true);
    expect(hasRepeatedDay(['Terça-feira', 'Quinta-feira'])).toBe(false);
  });
});
