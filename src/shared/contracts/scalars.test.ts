import { describe, expect, test } from 'vitest';
import { DateTimeSchema, IsoDateSchema, TextSchema, isStorableText } from './scalars.ts';

describe('text PostgreSQL can store', () => {
  test('refuses a NUL character and a lone surrogate anywhere', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\ud800', '\ud800x', '\udc00', 'a\udc00\ud800b'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  test('keeps every other character, emoji (surrogate pairs) included', () => {
    for (const text of ['', 'Condromalácia no joelho', 'força 💪 total', '\t\n', '\u00a0€', '😀😀'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  test('names the error code the API answers with', () => {
    expect(TextSchema.safeParse('a\u0000').error?.issues[0]?.message).toBe('INVALID_TEXT');
  });
});

describe('dates within sane years', () => {
  test('calendar dates from 1900 to 2999 that exist', () => {
    for (const date of ['1900-01-01', '2026-11-23', '2028-02-29', '2999-12-31'])
      expect(IsoDateSchema.safeParse(date).success, date).toBe(true);
    for (const date of ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31', '10000-01-01', '2026-02-29'])
      expect(IsoDateSchema.safeParse(date).success, date).toBe(false);
  });

  test('instants written in those years', () => {
    expect(DateTimeSchema.safeParse('2026-11-23T12:00:00.000-03:00').success).toBe(true);
    for (const at of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '+010000-01-01T00:00:00Z'])
      expect(DateTimeSchema.safeParse(at).error?.issues[0]?.message, at).toBe('INVALID_DATE');
  });
});
