/** Items as a sentence lists them in Portuguese: 'a', 'a e b', 'a, b e c'. */
export function spokenList(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}
