import { useEffect, useId, useRef } from 'react';
import { Check } from 'lucide-react';
import {
  STUDENT_FILTERS,
  STUDENT_SORTS,
  type StudentFilter,
  type StudentSort,
} from '#shared/contracts/students.ts';
import { t } from '#web/i18n/pt-BR.ts';

// The search moved to components/ui (the library searches too); the students panel imports it from here.
export { ListSearch, SEARCH_DEBOUNCE_MS } from '#web/components/ui/list-search.tsx';

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
