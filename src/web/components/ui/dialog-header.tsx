import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from './button.tsx';
import { TOAST_AVOID } from './toaster.tsx';

/**
 * A dialog's title, with the line that describes it if given, beside the 'Fechar' X. The class
 * props carry each dialog's own spacing and sizes; the bar's `className` its borders and padding.
 */
export function DialogHeader({
  title,
  description,
  closeLabel,
  className = '',
  titleClassName = '',
  descriptionClassName = 'text-sm text-slate-600',
  closeClassName = '',
}: {
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  closeClassName?: string;
}) {
  return (
    <div className={`flex items-start justify-between gap-2 ${className}`} {...TOAST_AVOID}>
      <div className="min-w-0 flex-1">
        <Dialog.Title className={`text-xl font-bold break-words text-slate-900 ${titleClassName}`}>
          {title}
        </Dialog.Title>
        {description ? (
          <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
        ) : null}
      </div>
      <Dialog.Close asChild>
        <Button
          variant="ghost"
          className={`shrink-0 ${closeClassName}`}
          aria-label={closeLabel}
          title={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </Dialog.Close>
    </div>
  );
}
