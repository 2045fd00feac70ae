/**
 * A timed exercise's value is seconds, shown with an 's' ('30s'). Trainers often type the unit too
 * ('30s', '30 seg', '45 segundos'): the unit is dropped, so it is never shown twice ('30ss'). Anything
 * that is not a number of seconds ('até a falha') stays as typed.
 */
const WITH_UNIT = /^(\d+)\s*(?:s|seg|segs|segundo|segundos|sec|secs)\.?$/i;

export function secondsValue(value: string): string {
  const trimmed = value.trim();
  return WITH_UNIT.exec(trimmed)?.[1] ?? trimmed;
}
