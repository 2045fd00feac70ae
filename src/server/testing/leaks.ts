/**
 * The markers of another tenant (ids, names, e-mails, free text they wrote) found anywhere in an
 * answer: every string and every key of the parsed JSON, however deep, and the raw text when it is not
 * JSON. An empty list means the answer holds none of them.
 */
export function leaksIn(body: string, markers: readonly string[]): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        texts.push(key);
        walk(item);
      }
  };
  try {
    walk(JSON.parse(body));
  } catch {
    texts.push(body);
  }
  return markers.filter((marker) => texts.some((text) => text.includes(marker)));
}

/**
 * How many times each canary (a value planted in a password, a token, a key, a health answer) occurs
 * in these texts — raw log lines and raw answers, not parsed: an escaped or cut copy counts too when
 * its planted text survives. Every count must be 0.
 */
export function canaryCounts(texts: readonly string[], canaries: readonly string[]): Record<string, number> {
  const all = texts.join('\n');
  return Object.fromEntries(canaries.map((canary) => [canary, all.split(canary).length - 1]));
}
