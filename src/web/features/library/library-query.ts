import { useCallback, useMemo } from 'react';
import { useSearchParams } from '#web/lib/router.tsx';
import { GOALS } from '#shared/domain/anamnesis/questions.ts';
import {
  TEMPLATE_LEVELS,
  TEMPLATES_PAGE_SIZE,
  type TemplateGoal,
  type TemplateLevel,
  type TemplateListQuery,
} from '#shared/contracts/templates.ts';
import { WEEKDAYS } from '#shared/contracts/plans.ts';

/** A model has one to seven training days: one week. */
const MODEL_DAYS_MAX = WEEKDAYS.length;

/**
 * The library's state in the URL, beside the students list's own (`?visao=biblioteca&busca=…`): its
 * own keys, so going back to the students finds their search and page as they were.
 */
const KEYS = { q: 'busca', level: 'nivel', goal: 'objetivo', days: 'dias', page: 'pagina' } as const;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.includes(raw as T) ? (raw as T) : undefined;
}

/** The query from the URL; anything unknown is left out, never an error. */
export function readLibraryQuery(params: URLSearchParams): TemplateListQuery {
  const page = Number(params.get(KEYS.page));
  const days = Number(params.get(KEYS.days));
  return {
    q: (params.get(KEYS.q) ?? '').trim().slice(0, 100) || undefined,
    level: oneOf(TEMPLATE_LEVELS, params.get(KEYS.level)),
    goal: oneOf(GOALS, params.get(KEYS.goal)),
    days: Number.isInteger(days) && days >= 1 && days <= MODEL_DAYS_MAX ? days : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    pageSize: TEMPLATES_PAGE_SIZE,
  };
}

export type LibraryChange = Partial<{
  q: string;
  level: TemplateLevel | '';
  goal: TemplateGoal | '';
  days: number | '';
  page: number;
}>;

/** Applies a change; what is listed changing (search, a filter) starts again on page 1. */
export function writeLibraryQuery(params: URLSearchParams, change: LibraryChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: keyof typeof KEYS, value: string | number | undefined) => {
    if (value === undefined) return;
    if (value === '' || (key === 'page' && value === 1)) next.delete(KEYS[key]);
    else next.set(KEYS[key], String(value));
  };
  set('q', change.q?.trim());
  set('level', change.level);
  set('goal', change.goal);
  set('days', change.days);
  set('page', change.page ?? 1);
  return next;
}

export function useLibraryQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readLibraryQuery(params), [params]);
  const change = useCallback(
    (next: LibraryChange, options: { replace?: boolean } = {}) =>
      setParams((current) => writeLibraryQuery(current, next), { replace: options.replace }),
    [setParams],
  );
  return [query, change] as const;
}
