import type { SportKind } from './person.ts';

/** The pt-BR name of each sport, for one the trainer adds and for the list they pick it from. */
export const SPORT_NAMES: Record<SportKind, string> = {
  powerlifting: 'powerlifting',
  running: 'corrida',
  football: 'futebol',
  cycling: 'ciclismo',
  swimming: 'natação',
  other: 'outro esporte',
};
