import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';

const BONE = 'animate-pulse rounded-lg bg-slate-200';

/** The home's shape while it loads: the same heights, so nothing jumps when the data arrives. */
export function HomeSkeleton() {
  return (
    <div role="status" className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <span className="sr-only">{t('student.loading')}</span>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <div className={`h-8 w-1/2 ${BONE}`} />
        <div className={`h-6 w-3/4 ${BONE}`} />
      </div>
      <div aria-hidden="true" className="flex h-14 items-center gap-2">
        <div className={`size-12 ${BONE}`} />
        <div className={`h-12 flex-1 ${BONE}`} />
        <div className={`size-12 ${BONE}`} />
      </div>
      <div aria-hidden="true" className="h-72 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <div className={`h-4 w-1/3 ${BONE}`} />
        <div className={`mt-2 h-6 w-1/2 ${BONE}`} />
        <div className={`mt-4 h-36 ${BONE}`} />
        <div className={`mt-4 h-12 ${BONE}`} />
      </div>
    </div>
  );
}

/** A home that could not be loaded says so and offers to try again. */
export function HomeError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl bg-red-50 p-5 text-center ring-1 ring-red-200">
      <p className="font-semibold text-red-800">{t('student.loadFailed')}</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('student.retry')}
      </Button>
    </div>
  );
}
