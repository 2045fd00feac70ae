/**
 * A dialog opened from the student dialog that needs room (the split, the periodization): the whole
 * screen on a phone, a centred panel of up to 44 rem on a wider one.
 */
export const WIDE_NESTED_PANEL =
  'inset-0 flex flex-col bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[min(44rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl';

/** The header strip of such a panel. */
export const WIDE_NESTED_HEADER = 'border-b border-slate-200 px-4 py-3 sm:px-6';
