import { describe, expect, test } from 'vitest';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { earlyPaths } from './early-paths.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('what the first screen asks for before the app runs', () => {
  test('every screen asks who is signed in; the student’s home also the home and the day', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(earlyPaths(at('/entrar'), false, now)).toEqual(['/api/session']);
    expect(earlyPaths(at('/personal'), true, now)).toEqual(['/api/session']);
    // Signed out: /api/me would only answer 401.
    expect(earlyPaths(at('/aluno'), false, now)).toEqual(['/api/session']);
    expect(earlyPaths(at('/aluno'), true, now)).toEqual([
      '/api/session',
      '/api/me',
      '/api/me/workouts/2026-03-10',
    ]);
  });

  test('the day is Brazil’s, as the domain counts it, also late at night when UTC is already tomorrow', () => {
    for (const instant of ['2026-03-11T02:30:00Z', '2026-03-11T03:00:00Z', '2026-12-31T23:59:00Z']) {
      const now = new Date(instant);
      expect(earlyPaths(at('/aluno'), true, now)[2], instant).toBe(`/api/me/workouts/${localDate(now)}`);
    }
    expect(earlyPaths(at('/aluno'), true, new Date('2026-03-11T02:30:00Z'))[2]).toBe(
      '/api/me/workouts/2026-03-10',
    );
  });

  test('a day the URL names is asked for instead; anything else in it is ignored', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(earlyPaths(at('/aluno', '?data=2026-02-01'), true, now)[2]).toBe('/api/me/workouts/2026-02-01');
    expect(earlyPaths(at('/aluno', '?data=../../x'), true, now)[2]).toBe('/api/me/workouts/2026-03-10');
  });
});
