import { z } from 'zod';

/**
 * The scalars every contract is built from: text, ids, versions and dates that PostgreSQL stores as
 * sent. A request carrying anything else is refused with 400 at the edge, before any query runs.
 */

/** Any NUL or surrogate code unit; most text has none, so the careful walk below rarely runs. */
const SUSPECT = /[\0\ud800-\udfff]/;

/**
 * True when PostgreSQL can store the text exactly as sent: no NUL character (a text column refuses
 * it, and so does JSONB) and no lone surrogate (UTF-8 cannot encode half of a pair, and JSONB refuses
 * its escape). Emoji and every other character pass.
 */
export function isStorableText(value: string): boolean {
  if (!SUSPECT.test(value)) return true;
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xdc00 && unit <= 0xdfff) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}

/**
 * The string every contract starts from, so no request can carry what the database cannot store:
 * `TextSchema.trim().max(60)`. Refused text answers 400 `INVALID_TEXT`.
 */
export const TextSchema = z.string().refine(isStorableText, 'INVALID_TEXT');

/** An id in a path (`/students/:id`): better-auth's ids and our own are letters, digits, `-` and `_`. */
export const RecordIdSchema = TextSchema.regex(/^[\w-]{1,64}$/);

/**
 * An id our own tables make as a uuid column (an AI key): anything else is refused here, not by
 * PostgreSQL's uuid parser.
 */
export const UuidSchema = z.uuid();

/** A row's edit counter (`version` of docs/decisions/008): a positive integer column. */
export const VersionSchema = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/**
 * The years a date may fall in. Wide enough for any birth date, an old phone clock or a long plan,
 * narrow enough that PostgreSQL and JavaScript agree on every day of it (year 0 and 10000 do not).
 */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

function yearInWindow(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
}

/** yyyy-mm-dd, a calendar date in Brazil, that exists and falls within `DATE_YEARS`. */
export const IsoDateSchema = TextSchema.regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE').refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && yearInWindow(value);
}, 'INVALID_DATE');

/** An instant with its offset (`2025-03-10T12:00:00.000-03:00`), written in a year within `DATE_YEARS`. */
export const DateTimeSchema = z.iso
  .datetime({ offset: true, error: 'INVALID_DATE' })
  .refine(yearInWindow, 'INVALID_DATE');
