import type { PathOf } from '#shared/contracts/routes.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { isStudentHome } from './early-start.ts';

// The paths of the route map (a renamed route fails the type check here).
const SESSION = '/api/session' satisfies PathOf<'GET /api/session'>;
const HOME = '/api/me' satisfies PathOf<'GET /api/me'>;
const DAY = '/api/me/workouts/:date' satisfies PathOf<'GET /api/me/workouts/:date'>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the screen at `location` will ask for first. The day is the `?data=` the URL names, or today
 * in Brazil (the domain's local date, as the server counts it).
 */
export function earlyPaths(
  location: { pathname: string; search: string },
  signedIn: boolean,
  now: Date,
): string[] {
  if (!signedIn || !isStudentHome(location.pathname)) return [SESSION];
  const asked = new URLSearchParams(location.search).get('data');
  const date = asked && ISO_DATE.test(asked) ? asked : localDate(now);
  return [SESSION, HOME, DAY.replace(':date', date)];
}
