import type { ComponentProps, ReactElement } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { TOASTER_ATTRIBUTE } from './toaster.tsx';

// A dialog opened from inside another (credentials or delete over the student, the picker over the
// editor) must cover that one, shade included.
const LAYERS = {
  base: { overlay: 'z-20', content: 'z-30' },
  nested: { overlay: 'z-40', content: 'z-50' },
};

const SHADES = { light: 'bg-slate-900/40', dark: 'bg-slate-900/50' };

// Radix makes the body `pointer-events: none` while a modal is open and lets only the top layer take
// taps, but it learns which layer is on top in an effect, a frame after the layer shows: a dialog that
// takes over from another ('Sim, finalizar!' → 'Feedback do Treino') would drop a tap in that frame.
// The shade and the panel always take taps; which one gets a tap is left to their stacking (a nested
// dialog's shade covers the dialog beneath it).
const TAPPABLE = { pointerEvents: 'auto' } as const;

/**
 * A Radix dialog with its shade, on its layer. `className` places and sizes the panel; the rest goes
 * to `Dialog.Content` (focus and dismiss handlers, `role`, `aria-describedby`).
 */
export function Modal({
  open,
  onOpenChange,
  nested = false,
  shade = nested ? 'dark' : 'light',
  trigger,
  className,
  onInteractOutside,
  ...content
}: Omit<ComponentProps<typeof Dialog.Content>, 'className'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nested?: boolean;
  shade?: keyof typeof SHADES;
  /** The element that opens the dialog, if the dialog owns it. */
  trigger?: ReactElement;
  className: string;
}) {
  const layer = LAYERS[nested ? 'nested' : 'base'];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${layer.overlay} ${SHADES[shade]}`} style={TAPPABLE} />
        <Dialog.Content
          className={`fixed ${layer.content} ${className}`}
          {...content}
          style={{ ...TAPPABLE, ...content.style }}
          onInteractOutside={(event) => {
            // Tapping or swiping a toast away is not a tap outside: the dialog stays.
            if (event.target instanceof Element && event.target.closest(`[${TOASTER_ATTRIBUTE}]`))
              event.preventDefault();
            onInteractOutside?.(event);
          }}
        />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
