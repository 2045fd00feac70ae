import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * What the plan editor and the model editor show before their record is there: a spinner while it
 * loads, or the server's pt-BR message with 'Fechar' and 'Tentar novamente' when it could not load.
 */
export function EditorLoadState({
  error,
  closeLabel,
  retryLabel,
  onClose,
  onRetry,
}: {
  /** The query's error, or null while it is still loading. */
  error: unknown;
  closeLabel: string;
  retryLabel: string;
  onClose: () => void;
  onRetry: () => void;
}) {
  if (!error)
    return (
      <div className="flex-1">
        <Spinner label={t('plans.loading')} />
      </div>
    );
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <p role="alert" className="font-medium text-red-700">
        {error instanceof ApiError ? error.message : errorMessage('INTERNAL')}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
        <Button onClick={onRetry}>{retryLabel}</Button>
      </div>
    </div>
  );
}
