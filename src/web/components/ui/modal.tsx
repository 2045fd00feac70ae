import type { ComponentProps, ReactElement } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

// A dialog opened from inside another (credentials or delete over the student, the picker over the
// editor) must cover that one, shade included.
const LAYERS = {
  base: { overlay: 'z-20', content: 'z-30' },
  nested: { overlay: 'z-40', content: 'z-50' },
};

const SHADES = { light: 'bg-slate-900/40', dark: 'bg-slate-900/50' };

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
        <Dialog.Overlay className={`fixed inset-0 ${layer.overlay} ${SHADES[shade]}`} />
        <Dialog.Content className={`fixed ${layer.content} ${className}`} {...content} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
