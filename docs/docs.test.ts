import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

// The project explains itself: the docs a newcomer reads are complete and point only inside the repository.
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the docs', () => {
  test('every decision is in the index, and every index entry is a decision', () => {
    const files = readdirSync(new URL('./decisions/', import.meta.url)).filter(
      (name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'),
    );
    const index = read('./decisions/000-index.md');
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(files.length).toBeGreaterThan(30);
    expect([...linked].sort()).toEqual([...files].sort());
  });

  test('the README and the docs send nobody outside the repository', () => {
    for (const doc of ['../README.md', './product.md', './bench.md'])
      expect(read(doc)).not.toMatch(/\.\.\/shared\//);
  });

  test('every `product §N` the code cites is a section of docs/product.md', () => {
    const sections = new Set([...read('./product.md').matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const cited = execFileSync(
      'git',
      ['grep', '-ohE', '(product|spec) §[0-9]+', '--', 'src', 'e2e', 'scripts'],
      {
        cwd: new URL('..', import.meta.url),
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter(Boolean);
    expect(cited.filter((cite) => cite.startsWith('spec'))).toEqual([]);
    for (const cite of cited) expect(sections).toContain(cite.split('§')[1]);
  });
});
