import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { t } from '#web/i18n/pt-BR.ts';

/** Typing waits this long for a pause before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * 'Buscar por nome...': keeps what is typed and sends it once the typing pauses (the students list,
 * the library and its students picker).
 */
export function ListSearch({
  value,
  onSearch,
  label = t('students.search.label'),
  placeholder = t('students.search.placeholder'),
}: {
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  placeholder?: string;
}) {
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
        {label}
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
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pr-1 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
    </div>
  );
}
