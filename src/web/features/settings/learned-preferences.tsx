import { Trash2 } from 'lucide-react';
import type { LearnedPreference } from '#shared/contracts/ai.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeletePreference, useLearnedPreferences } from './api.ts';

/**
 * 'Configurações' → what 'Trocar Exercício' taught the AI (issue 22 §6): each exercise it avoids, the
 * one chosen instead, the trainer's reason and for whom (one student or all of them); each can be
 * deleted, and the AI may suggest that exercise again.
 */
export function LearnedPreferences() {
  const preferences = useLearnedPreferences();
  const remove = useDeletePreference();

  async function deleteOne(preference: LearnedPreference) {
    try {
      await remove.mutateAsync(preference.id);
      toast.success(t('settings.preference.deleted'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : errorMessage('INTERNAL'));
    }
  }

  let body;
  if (preferences.data) {
    const items = preferences.data.items;
    body = items.length ? (
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((preference) => (
          <li key={preference.id} className="flex items-start gap-2 rounded-lg p-3 ring-1 ring-slate-200">
            <div className="flex-1">
              <p className="font-semibold text-slate-900">
                {t('settings.preference.avoid', { exercise: preference.exerciseName })}
                {preference.chosenName
                  ? `, ${t('settings.preference.prefer', { exercise: preference.chosenName })}`
                  : ''}
              </p>
              <p className="text-sm text-slate-700">“{preference.reason}”</p>
              <p className="text-sm text-slate-600">
                {preference.scope === 'student' && preference.studentName
                  ? t('settings.preference.forStudent', { name: preference.studentName })
                  : t('settings.preference.forAll')}
              </p>
            </div>
            <Button
              variant="danger-ghost"
              aria-label={t('settings.preference.delete', { exercise: preference.exerciseName })}
              disabled={remove.isPending}
              onClick={() => void deleteOne(preference)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </li>
        ))}
      </ul>
    ) : (
      <p className="mt-3 text-slate-700">{t('settings.preferencesEmpty')}</p>
    );
  } else if (preferences.isError) {
    body = <p className="mt-3 text-sm text-red-800">{t('settings.preferencesError')}</p>;
  } else {
    body = <Spinner label={t('settings.preferencesLoading')} />;
  }

  return (
    <section aria-labelledby="learned-preferences-title" className="pb-5">
      <h3 id="learned-preferences-title" className="font-semibold text-slate-900">
        {t('settings.preferences')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('settings.preferencesHint')}</p>
      {body}
    </section>
  );
}
