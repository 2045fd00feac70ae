/** Markdown-like text (product §3: a tutorial; an analysis) as plain blocks a screen renders as text — never as HTML. */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: string[] };

const BULLET = /^[-*•]\s+(.*)$/;
const STEP = /^\d{1,2}[.)]\s+(.*)$/;

/** Drops the markers a plain reader would see as noise: **bold**, __bold__, `code`, leading #'s. */
function clean(line: string): string {
  return line
    .replace(/^#{1,6}\s+/, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .trim();
}

export function textBlocks(text: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const bullet = BULLET.exec(line);
    const step = bullet ? null : STEP.exec(line);
    const item = bullet ?? step;
    if (!item) {
      paragraph.push(clean(line));
      continue;
    }
    flush();
    const kind = bullet ? 'bullets' : 'steps';
    const last = blocks.at(-1);
    const itemText = clean(item[1]!);
    if (!itemText) continue;
    if (last && last.kind === kind) last.items.push(itemText);
    else blocks.push({ kind, items: [itemText] });
  }
  flush();
  return blocks.filter((block) => block.kind !== 'paragraph' || block.text !== '');
}
