import { localDate } from '#shared/domain/dates/local-date.ts';

/** What time it is, as the server decides it. Tests hand `buildApp` a clock they move by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Today's date where the students train (the domain's local date, `YYYY-MM-DD`). */
export const todayOf = (clock: Clock): string => localDate(clock.now());

/** A clock a journey moves (decision 044, env TEST_CLOCK): it runs on from wherever it was set. */
export interface MovableClock extends Clock {
  /** From now on `now()` answers `instant` plus the time elapsed since this call. */
  moveTo(instant: Date): void;
}

export function movableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    moveTo(instant) {
      offsetMs = instant.getTime() - base.now().getTime();
    },
  };
}
