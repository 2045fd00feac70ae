import type { ReactNode } from 'react';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { WIDE_NESTED_HEADER, WIDE_NESTED_PANEL } from './nested-panel.ts';

/**
 * A roomy dialog over the student dialog that shows a result (the performance review, the weekly
 * summary, the meals): title, a scrolling body, a footer of actions. The body is focusable, so a
 * keyboard can scroll it whatever it holds.
 */
export function WideNestedDialog({
  title,
  closeLabel,
  onClose,
  footer,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      nested
      onOpenChange={(open) => (open ? undefined : onClose())}
      aria-describedby={undefined}
      className={WIDE_NESTED_PANEL}
    >
      <DialogHeader
        title={title}
        closeLabel={closeLabel}
        className={WIDE_NESTED_HEADER}
        titleClassName="pt-1"
      />
      <div
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4 outline-none sm:px-6"
        aria-live="polite"
      >
        {children}
      </div>
      <footer className="grid shrink-0 grid-cols-2 gap-3 border-t border-slate-200 px-4 py-3 sm:flex sm:justify-end sm:px-6">
        {footer}
      </footer>
    </Modal>
  );
}
