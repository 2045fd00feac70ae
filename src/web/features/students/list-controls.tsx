import { useEffect, useId, useRef, useState } from 'react';
import { Check, Search } from 'lucide-react';
import {
  STUDENT_FILTERS,
  STUDENT_SORTS,
  type StudentFilter,
  type StudentSort,
} from '#shared/contracts/students.ts';
import { t } from '#web/i18n/pt-BR.ts';

/** Typing waits this long for a pause before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** 'Buscar por nome...': keeps what is typed and sends it once the typing pauses. */
export function ListSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed under us (back button, a link): show its search, unless it is what we typed.
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {t('students.search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('students.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pr-1 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
    </div>
  );
}

export function ListSort({ value, onChange }: { value: StudentSort; onChange: (sort: StudentSort) => void }) {
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      {/* On a phone the select sits beside the search and shows its choice; the label is for screen readers. */}
      <label
        htmlFor={id}
        className="sr-only text-sm font-medium whitespace-nowrap text-slate-700 sm:not-sr-only"
      >
        {t('students.sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as StudentSort)}
        className="min-h-11 w-[7rem] rounded-lg border border-slate-300 bg-white px-1 text-base text-slate-900 focus:border-brand-600 sm:w-auto sm:px-3"
      >
        {STUDENT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`students.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The status chips: toggle buttons, exactly one pressed. */
export function ListChips({
  value,
  onChange,
}: {
  value: StudentFilter;
  onChange: (status: StudentFilter) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  // A chip chosen from the URL may sit beyond the phone's edge: scroll the row so it shows.
  useEffect(() => {
    const row = group.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    const end = chip.offsetLeft + chip.offsetWidth + 16;
    if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
    else if (chip.offsetLeft - 16 < row.scrollLeft) row.scrollLeft = Math.max(0, chip.offsetLeft - 16);
  }, [value]);

  return (
    // One row that scrolls sideways on a phone, so the list starts high on the screen; it wraps when there is room.
    <div
      ref={group}
      role="group"
      aria-label={t('students.filter.label')}
      className="relative -mx-4 -my-1.5 flex gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {STUDENT_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={`inline-flex min-h-11 min-w-11 shrink-0 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
              pressed
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'
            }`}
          >
            {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
            {t(`students.filter.${filter}`)}
          </button>
        );
      })}
    </div>
  );
}
