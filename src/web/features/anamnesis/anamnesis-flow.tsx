import { RefreshCw } from 'lucide-react';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { useAnamnesisState } from './api.ts';
import { ConsentScreen } from './consent-screen.tsx';
import { ErrorBox } from './error-box.tsx';
import { Wizard } from './wizard.tsx';
// This screen's words load with it, not with the home.
import '#web/i18n/anamnesis-strings.ts';

interface Props {
  /** The student's full name, shown read-only on step 1. */
  name: string;
  /** Called with the goal just sent. */
  onSubmitted: (goal: string | null) => void;
  /** Offered when there is somewhere to go back to (editing a submitted anamnesis). */
  onCancel?: () => void;
}

/**
 * The student's anamnesis: consent first (LGPD Art. 11; nothing is stored without it), then the
 * 7-step wizard from the server's draft and its step, or from the submitted answers when editing.
 */
export default function AnamnesisFlow({ name, onSubmitted, onCancel }: Props) {
  const state = useAnamnesisState();

  if (state.isPending) return <Spinner label={t('anamnesis.loading')} />;
  if (state.isError) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col gap-3">
        <ErrorBox message={`${t('anamnesis.loadFailed')} ${state.error.message}`} />
        <Button variant="secondary" onClick={() => void state.refetch()} disabled={state.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-5 ${state.isFetching ? 'animate-spin' : ''}`} />
          {t('anamnesis.retry')}
        </Button>
      </div>
    );
  }

  const { consent, draft, submitted } = state.data;
  if (consent?.textVersion !== ANAMNESIS_CONSENT_VERSION) return <ConsentScreen onCancel={onCancel} />;
  const start = draft ? { step: draft.step, answers: draft.answers } : { step: 1, answers: submitted };
  return <Wizard name={name} start={start} onSubmitted={onSubmitted} onCancel={onCancel} />;
}
