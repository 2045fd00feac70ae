import { useId, useState } from 'react';
import { Sparkles, X } from 'lucide-react';
import type { CoachReading, PersonCorrections } from '#shared/contracts/coach-reading.ts';
import { CONDITION_LABELS } from '#shared/domain/person/condition-labels.ts';
import { withCondition, withLimit, withSport } from '#shared/domain/person/edit-corrections.ts';
import { LIMIT_LABELS } from '#shared/domain/person/limit-labels.ts';
import { CONDITION_KINDS, LIMIT_KINDS, SPORT_KINDS } from '#shared/domain/person/person.ts';
import { SPORT_NAMES } from '#shared/domain/person/sport-names.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';

interface Item<K extends string> {
  kind: K;
  label: string;
  byTrainer: boolean;
}

/** One kind of correction: what the coach counts now (each removable) and what may be added. */
function CorrectionGroup<K extends string>({
  title,
  empty,
  items,
  addLabel,
  options,
  disabled,
  onRemove,
  onAdd,
}: {
  title: string;
  /** What the group says when empty ('Nenhuma' condição, 'Nenhum' esporte). */
  empty: string;
  items: Item<K>[];
  addLabel: string;
  options: { kind: K; label: string }[];
  disabled: boolean;
  onRemove: (kind: K) => void;
  onAdd: (kind: K) => void;
}) {
  const selectId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-900">{title}</legend>
      {items.length ? (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={`${item.kind}:${item.label}`}
              className="flex min-h-11 max-w-full items-center gap-1 rounded-full bg-slate-100 pl-3 text-sm text-slate-900 ring-1 ring-slate-300"
            >
              <span className="min-w-0 break-words">
                {item.label}
                {item.byTrainer ? (
                  <span className="text-slate-600"> {t('coachReading.byTrainer')}</span>
                ) : null}
              </span>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('coachReading.remove', { item: item.label })}
                onClick={() => onRemove(item.kind)}
                className="flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 disabled:text-slate-400"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{empty}</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm text-slate-700">
          {addLabel}
        </label>
        <select
          id={selectId}
          value=""
          disabled={disabled}
          onChange={(event) => {
            const chosen = options.find((option) => option.kind === event.target.value);
            if (chosen) onAdd(chosen.kind);
          }}
          className="min-h-11 w-full min-w-0 rounded-lg bg-white px-3 text-base text-slate-900 ring-1 ring-slate-300 sm:max-w-sm"
        >
          <option value="">{t('coachReading.choose')}</option>
          {options.map((option) => (
            <option key={option.kind} value={option.kind}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/**
 * 'A IA considerou: gestante de 22 semanas; sem impacto; …' — what the coach understood of the
 * student, shown before generating and above the plan, with 'Corrigir' to add or remove a condition,
 * a restriction or a sport. Each change is saved at once (`onCorrect`) and used by every AI call after.
 */
export function CoachReadingPanel({
  reading,
  loading,
  failed,
  saving,
  onCorrect,
  className = '',
}: {
  reading: CoachReading | undefined;
  loading: boolean;
  failed: boolean;
  saving: boolean;
  onCorrect: (corrections: PersonCorrections) => void;
  className?: string;
}) {
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  const frame = `rounded-lg bg-white p-3 ring-1 ring-slate-300 ${className}`;
  if (!reading)
    return (
      <section aria-label={t('coachReading.title')} className={frame}>
        <p className={`text-sm ${failed ? 'text-red-800' : 'text-slate-700'}`}>
          {failed ? t('coachReading.failed') : loading ? t('coachReading.loading') : null}
        </p>
      </section>
    );

  const { person, corrections } = reading;
  const summary = reading.lines.length ? `${reading.lines.join('; ')}.` : t('coachReading.nothing');
  const conditionKinds = new Set(person.conditions.map((condition) => condition.kind));
  const limitKinds = new Set(person.limits.map((limit) => limit.kind));
  const sportKinds = new Set(person.sports.map((sport) => sport.kind));

  return (
    <section aria-label={t('coachReading.title')} className={frame}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <p className="flex flex-1 gap-2 text-sm text-slate-900">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <strong className="font-semibold">{t('coachReading.considered')}</strong> {summary}
          </span>
        </p>
        <Button
          variant="secondary"
          className="self-start text-sm"
          aria-expanded={editing}
          aria-controls={editorId}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? t('coachReading.doneCorrecting') : t('coachReading.correct')}
        </Button>
      </div>
      {editing ? (
        <div id={editorId} className="mt-3 flex flex-col gap-4 border-t border-slate-200 pt-3">
          <CorrectionGroup
            title={t('coachReading.conditions')}
            empty={t('coachReading.none')}
            items={person.conditions.map((condition) => ({
              kind: condition.kind,
              label: condition.label,
              byTrainer: condition.source === 'personal',
            }))}
            addLabel={t('coachReading.addCondition')}
            options={CONDITION_KINDS.filter((kind) => !conditionKinds.has(kind)).map((kind) => ({
              kind,
              label: CONDITION_LABELS[kind],
            }))}
            disabled={saving}
            onRemove={(kind) => onCorrect(withCondition(corrections, kind, false))}
            onAdd={(kind) => onCorrect(withCondition(corrections, kind, true))}
          />
          <CorrectionGroup
            title={t('coachReading.limits')}
            empty={t('coachReading.none')}
            items={person.limits.map((limit) => ({
              kind: limit.kind,
              label: limit.label,
              byTrainer: limit.source === 'personal',
            }))}
            addLabel={t('coachReading.addLimit')}
            options={LIMIT_KINDS.filter((kind) => !limitKinds.has(kind)).map((kind) => ({
              kind,
              label: LIMIT_LABELS[kind],
            }))}
            disabled={saving}
            onRemove={(kind) => onCorrect(withLimit(corrections, kind, false))}
            onAdd={(kind) => onCorrect(withLimit(corrections, kind, true))}
          />
          <CorrectionGroup
            title={t('coachReading.sports')}
            empty={t('coachReading.noSport')}
            items={person.sports.map((sport) => ({
              kind: sport.kind,
              label: sport.label,
              byTrainer: sport.source === 'personal',
            }))}
            addLabel={t('coachReading.addSport')}
            options={SPORT_KINDS.filter((kind) => !sportKinds.has(kind)).map((kind) => ({
              kind,
              label: SPORT_NAMES[kind],
            }))}
            disabled={saving}
            onRemove={(kind) => onCorrect(withSport(corrections, kind, false))}
            onAdd={(kind) => onCorrect(withSport(corrections, kind, true))}
          />
        </div>
      ) : null}
    </section>
  );
}
