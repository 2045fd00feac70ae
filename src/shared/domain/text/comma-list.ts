/**
 * Spec §5: muscle groups and contraindications are typed as comma-separated lists. Each item is
 * trimmed, empty ones dropped, repeats (ignoring case) kept once, in the order typed.
 */
export function parseCommaList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of text.split(',')) {
    const item = part.replace(/\s+/g, ' ').trim();
    const key = item.toLocaleLowerCase('pt-BR');
    if (!item || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The list as the form shows it again. */
export function formatCommaList(items: readonly string[]): string {
  return items.join(', ');
}
