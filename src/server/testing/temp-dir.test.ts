import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { tempDir } from './temp-dir.ts';

// The tests of one file run in order: the second looks for what the first left.
describe('a test folder goes with its test', () => {
  let left = '';

  test('a folder, with something written in it, that a failing test would leave too', () => {
    left = tempDir('rumofit-temp-dir-');
    writeFileSync(path.join(left, 'data.txt'), 'x');
    expect(existsSync(path.join(left, 'data.txt'))).toBe(true);
  });

  test('is gone once that test ended', () => {
    expect(left).not.toBe('');
    expect(existsSync(left)).toBe(false);
  });
});
