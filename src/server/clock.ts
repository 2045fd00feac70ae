import { localDate } from '#shared/domain/dates/local-date.ts';

/** What time it is, as the server decides it. Tests hand `buildApp` a clock they move by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Today's date where the students train (the domain's local date, `YYYY-MM-DD`). */
export const todayOf = (clock: Clock): string => localDate(clock.now());
