import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { t } from '#web/i18n/pt-BR.ts';
import { dismiss, TOASTER_ATTRIBUTE, type Item, type Kind, type ToasterProps } from './toast-store.ts';

/**
 * The toasts on screen: where they go, their timers, a tap or a swipe that dismisses one. toaster.tsx
 * loads this with the first toast (and once the first screen has painted), so the student's first
 * screen does not carry it (docs/bench.md, first-screen JS).
 */

/** How many toasts show at once (the newest). */
const VISIBLE = 3;
const EDGE = 16;
const GAP = 8;
/** A swipe this far sideways (px) dismisses the toast. */
const SWIPE = 60;

/** The lowest bottom of the bars to avoid that share the toasts' column, near the top of the screen. */
function clearTop(column: DOMRect): number {
  let top = EDGE;
  for (const bar of document.querySelectorAll('[data-toast-avoid]')) {
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0 || rect.top > window.innerHeight / 3) continue;
    if (rect.right <= column.left || rect.left >= column.right) continue;
    top = Math.max(top, Math.ceil(rect.bottom) + GAP);
  }
  return top;
}
// Where toasts go among the controls is worked out by ./toast-placement.ts, loaded with the first
// toast: the student's first screen does not carry it (docs/bench.md). Until it is there (a frame),
// a toast sits just below the marked bars.
let placement: typeof import('./toast-placement.ts') | null = null;
let loading: Promise<unknown> | null = null;
const loadPlacement = () =>
  (loading ??= import('./toast-placement.ts').then((module) => (placement = module)));

const PLAIN = 'bg-white text-slate-900 ring-slate-200';
const RICH: Record<Kind, string> = {
  default: PLAIN,
  success: 'bg-green-50 text-green-900 ring-green-300',
  error: 'bg-red-50 text-red-900 ring-red-300',
};
const ICONS: Partial<Record<Kind, typeof X>> = { success: CircleCheck, error: CircleAlert };

export function ToastList({
  items,
  duration = 4000,
  richColors = false,
  closeButton = false,
}: ToasterProps & { items: readonly Item[] }) {
  const shown = items.slice(-VISIBLE).reverse();
  const list = useRef<HTMLOListElement>(null);
  const [top, setTop] = useState(EDGE);
  const showing = shown.length > 0;
  const count = shown.length;
  useLayoutEffect(() => {
    if (count === 0) return;
    const place = () => {
      // The column the list occupies, at the top it would have with nothing to avoid.
      const box = list.current?.getBoundingClientRect();
      if (!box || !list.current) return;
      const column = new DOMRect(box.left, EDGE, box.width, box.height);
      const floor = clearTop(column);
      setTop(placement ? placement.placeTop(column, list.current, floor) : floor);
    };
    // Scrolling moves controls under the toasts: placed again once per frame at most.
    let frame = 0;
    const later = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          place();
        });
    };
    place();
    if (!placement) void loadPlacement().then(place);
    // Dialogs open and close as portals, and a list fills in after its search answers: any change of the
    // page's elements may put a control under the toasts (placed again once per frame at most).
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', place);
    document.addEventListener('scroll', later, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', place);
      document.removeEventListener('scroll', later, { capture: true });
    };
  }, [count]);
  if (!showing) return null;
  return (
    <ol
      ref={list}
      {...{ [TOASTER_ATTRIBUTE]: '' }}
      // An open dialog makes the body `pointer-events: none`; toasts still take taps and swipes.
      style={{ top, pointerEvents: 'auto' }}
      className="fixed inset-x-4 z-[60] flex flex-col gap-2 sm:right-4 sm:left-auto sm:w-[356px]"
    >
      {shown.map((item) => (
        <Toast key={item.id} item={item} duration={duration} rich={richColors} closeButton={closeButton} />
      ))}
    </ol>
  );
}

function Toast({
  item,
  duration,
  rich,
  closeButton,
}: {
  item: Item;
  duration: number;
  rich: boolean;
  closeButton: boolean;
}) {
  const [paused, setPaused] = useState(false);
  // Time left survives pauses; a replaced toast (same id, new item) starts its full time again.
  const left = useRef(duration);
  useEffect(() => {
    left.current = duration;
  }, [item, duration]);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(item.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, item]);

  // A sideways swipe follows the finger and dismisses past SWIPE px; a tap dismisses at once.
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = () => {
    start.current = null;
    if (Math.abs(offset) > SWIPE) dismiss(item.id);
    else setOffset(0);
  };

  const Icon = ICONS[item.kind];
  const colours = rich ? RICH[item.kind] : PLAIN;
  return (
    <li
      className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-lg p-4 text-sm shadow-lg ring-1 select-none ${colours}`}
      style={
        offset ? { transform: `translateX(${offset}px)`, opacity: 1 - Math.abs(offset) / 240 } : undefined
      }
      data-type={item.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={() => dismiss(item.id)}
    >
      {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
      <p className="min-w-0 flex-1 font-semibold break-words">{item.message}</p>
      {closeButton ? (
        <button
          type="button"
          aria-label={t('toast.close')}
          className="-m-3 inline-flex size-11 shrink-0 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          onClick={() => dismiss(item.id)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}
