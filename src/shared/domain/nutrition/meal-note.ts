/**
 * The note every meal suggestion ends with (decision 029): general guidance, not a prescription. The
 * server adds it to whatever a provider wrote; the trainer's screen adds it back to an edited text
 * that lost it before the text is copied or sent.
 */
export const MEAL_NOTE =
  'Estas são orientações gerais de alimentação e não substituem o acompanhamento de um nutricionista, o profissional habilitado para prescrever um plano alimentar.';

/** The text with the note at its end (once). */
export function withMealNote(text: string): string {
  const body = text.replace(MEAL_NOTE, '').trim();
  return body ? `${body}\n\n${MEAL_NOTE}` : MEAL_NOTE;
}
