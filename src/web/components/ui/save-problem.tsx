import { RefreshCw } from 'lucide-react';
import { Button } from './button.tsx';

/**
 * Why a save did not go through, above a dialog's buttons. When someone else saved the record first
 * (a 409), the one way forward is to reload it: the button says so and spins while it reloads.
 */
export function SaveProblem({
  message,
  conflict,
  reloadLabel,
  reloading = false,
  onReload,
}: {
  message: string;
  conflict: boolean;
  reloadLabel: string;
  reloading?: boolean;
  onReload: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200 sm:flex-row sm:items-center"
    >
      <p className="flex-1">{message}</p>
      {conflict ? (
        <Button variant="secondary" onClick={onReload} disabled={reloading}>
          <RefreshCw aria-hidden="true" className={`size-5 ${reloading ? 'animate-spin' : ''}`} />
          {reloadLabel}
        </Button>
      ) : null}
    </div>
  );
}
