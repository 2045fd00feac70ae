/** Portuguese weekday names as plans and the anamnesis store them (zod-free, so phones can import it cheaply). */
export const WEEKDAYS = [
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
  'Domingo',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The plan weekday of a yyyy-mm-dd calendar date. */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}
