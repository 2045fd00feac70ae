import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select, textarea, [href], [tabindex]:not([tabindex="-1"])';

/**
 * A plain modal dialog for the run's hot path ('Registrar Série', 'Descanso'). Opening it only flips
 * `hidden` and moves focus — no portal, no layer bookkeeping — so a tap shows it within one cheap frame
 * on a slow phone. It lives inside the run's (Radix) modal: Escape is caught on `window` in the capture
 * phase, before the outer modal's own listener on `document`, so it closes only this dialog.
 */
export function LightDialog({
  open,
  onClose,
  title,
  describedBy,
  initialFocus,
  shadeCloses = true,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  describedBy?: string;
  /** A selector for where focus goes on open (inside the dialog); the panel itself otherwise. */
  initialFocus?: string;
  /** Whether a tap on the shade around the panel closes it (Escape always does). */
  shadeCloses?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus ? panel.current?.querySelector<HTMLElement>(initialFocus) : null;
    (target ?? panel.current)?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab' && panel.current) {
        // Keep Tab inside this dialog, as a modal dialog must.
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items.at(-1);
        const active = document.activeElement;
        if (!first || !last) return event.preventDefault();
        if (!panel.current.contains(active) || (event.shiftKey ? active === first : active === last)) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  return (
    // Closed, it stays laid out on its own compositor layer but invisible (so neither focusable nor in
    // the accessibility tree): opening it then costs no layout and no repaint of the run beneath.
    <div
      inert={!open}
      style={open ? undefined : { visibility: 'hidden' }}
      className="fixed inset-0 z-40 will-change-transform"
    >
      <div
        aria-hidden="true"
        data-shade=""
        className="absolute inset-0 bg-slate-900/50"
        onClick={shadeCloses ? () => close.current() : undefined}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`absolute inset-x-3 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl outline-none ${className}`}
      >
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
