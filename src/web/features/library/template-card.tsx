import { useId } from 'react';
import { Copy, Pencil, Send, Trash2, Eye, Lock } from 'lucide-react';
import { TEMPLATE_LEVEL_LABELS, type TemplateListItem } from '#shared/contracts/templates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/**
 * One model of the library: its name, level, goal, days and size, and what can be done with it. A
 * starter model says so and opens read-only (duplicate it to edit); the trainer's own can be edited
 * and deleted.
 */
export function TemplateCard({
  template,
  busy,
  onOpen,
  onDuplicate,
  onApply,
  onDelete,
}: {
  template: TemplateListItem;
  busy: boolean;
  onOpen: () => void;
  onDuplicate: () => void;
  onApply: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
            {template.name}
          </h2>
          {template.starter ? (
            <span
              title={t('library.card.starterHint')}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-200"
            >
              <Lock aria-hidden="true" className="size-3.5" />
              {t('library.card.starter')}
            </span>
          ) : null}
        </div>
        <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
          <span className="font-medium">{TEMPLATE_LEVEL_LABELS[template.level]}</span>
          <span aria-hidden="true">·</span>
          <span>{template.goal}</span>
          <span aria-hidden="true">·</span>
          <span>{t('library.card.days', { days: template.days })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('library.card.exercises', { count: template.exerciseCount })}</span>
        </p>
        {template.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{template.description}</p>
        ) : null}
        {template.starter ? <p className="sr-only">{t('library.card.starterHint')}</p> : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button className="basis-full px-3! sm:flex-1 sm:basis-auto" onClick={onApply}>
          <Send aria-hidden="true" className="size-4" />
          {t('library.action.apply')}
        </Button>
        <Button variant="secondary" className="flex-1 px-3! sm:flex-none" onClick={onOpen}>
          {template.starter ? (
            <Eye aria-hidden="true" className="size-4" />
          ) : (
            <Pencil aria-hidden="true" className="size-4" />
          )}
          {template.starter ? t('library.action.open') : t('library.action.edit')}
        </Button>
        <Button variant="secondary" className="flex-1 px-3! sm:flex-none" disabled={busy} onClick={onDuplicate}>
          <Copy aria-hidden="true" className="size-4" />
          {t('library.action.duplicate')}
        </Button>
        {template.starter ? null : (
          <Button
            variant="danger-ghost"
            className="px-2!"
            aria-label={t('library.action.delete')}
            title={t('library.action.delete')}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
    </article>
  );
}
