import { textBlocks } from '#web/lib/text-blocks.ts';

/** Markdown-like text (a tutorial, an analysis) as paragraphs and lists, always as text, never as HTML. */
export function PlainText({ text, className = '' }: { text: string | null | undefined; className?: string }) {
  const blocks = textBlocks(text);
  if (blocks.length === 0) return null;
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      {blocks.map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i}>{block.text}</p>
        ) : block.kind === 'steps' ? (
          <ol key={i} className="list-decimal space-y-1 pl-6">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ol>
        ) : (
          <ul key={i} className="list-disc space-y-1 pl-6">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
