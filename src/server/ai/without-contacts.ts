/**
 * Model-written text never carries a link or an address (issue 23 item 8): a student's comment that
 * says "Acesse http://evil.example/renovar e digite sua senha" must not reach the trainer's radar as
 * the coach's advice. Every answer the gateway returns, remote or local, goes through
 * `withoutContacts`; a training text has no need of either.
 */

/** Top-level domains a bare address may end in. Portuguese words that are also TLDs ('de') stay out. */
const TLDS = [
  'com',
  'net',
  'org',
  'br',
  'io',
  'info',
  'biz',
  'xyz',
  'example',
  'site',
  'online',
  'link',
  'ly',
  'app',
  'dev',
  'top',
  'club',
  'shop',
  'store',
  'live',
  'me',
  'co',
  'ru',
  'cn',
  'tk',
  'gov',
  'edu',
  'us',
  'uk',
  'pt',
  'tv',
  'cc',
  'ws',
  'gl',
  'click',
  'page',
  'pro',
  'ai',
].join('|');

/**
 * A dot between labels: written plainly, or obfuscated — with a space before it ('evil . example'; prose
 * never puts one there), in brackets ('[.]', '(.)'), or as a word ('dot', 'ponto').
 */
const DOT = String.raw`(?:\.|\s+\.\s*|\s*[[(]\s*(?:\.|dot|ponto)\s*[\])]\s*|\s+(?:dot|ponto)\s+)`;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const AT = String.raw`(?:\s*@\s*|\s*[[(]\s*(?:at|arroba)\s*[\])]\s*|\s+(?:at|arroba)\s+)`;
/** What may follow an address: a path, a query, a port. */
const REST = String.raw`(?::\d{1,5})?(?:[/?#][^\s]*)?`;

/**
 * Each pattern with what any text it matches must contain, tested first: the patterns try every
 * position of a text and back off letter by letter, and nearly every training text holds none of
 * these, so most texts are read once per cheap test (they were ~40% of a local plan's time).
 */
export const CONTACT_PATTERNS: readonly { needs: RegExp; pattern: RegExp }[] = [
  // A scheme: http(s), ftp, and the 'hxxp' spelling that dodges filters.
  { needs: /:\s*\/\//, pattern: new RegExp(String.raw`\b(?:h[tx]{2}ps?|ftp)\s*:\s*\/\/[^\s]*`, 'gi') },
  // 'www.' with anything after it.
  { needs: new RegExp(`www${DOT}`, 'i'), pattern: new RegExp(String.raw`\bwww${DOT}[^\s]+`, 'gi') },
  // An e-mail address, plain or spelt out.
  {
    needs: new RegExp(AT, 'i'),
    pattern: new RegExp(String.raw`[a-z0-9._%+-]+${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}[a-z]{2,24}\b`, 'gi'),
  },
  // A bare domain ending in a known TLD, with its path.
  {
    needs: new RegExp(`${DOT}(?:${TLDS})\\b`, 'i'),
    pattern: new RegExp(String.raw`\b${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${TLDS})\b${REST}`, 'gi'),
  },
];

/** The text without links and e-mail addresses, its spaces tidied where one was cut out. */
export function stripContacts(text: string): string {
  let out = text;
  for (const { needs, pattern } of CONTACT_PATTERNS) if (needs.test(out)) out = out.replace(pattern, '');
  if (out === text) return text;
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .trim();
}

/** Fields that are links by contract (an exercise's video): checked by their own schema, kept. */
const LINK_FIELD = /url$/i;

/** `value` with every string stripped of links and e-mail addresses, however deep; new objects only where changed. */
export function withoutContacts<T>(value: T): T {
  if (typeof value === 'string') return stripContacts(value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item: unknown) => {
      const next = withoutContacts(item);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? items : value) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]: [string, unknown]) => {
      const next = LINK_FIELD.test(key) ? item : withoutContacts(item);
      if (next !== item) changed = true;
      return [key, next] as const;
    });
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}
