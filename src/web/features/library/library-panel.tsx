import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { BookOpen, SearchX } from 'lucide-react';
import { GOALS } from '#shared/domain/anamnesis/questions.ts';
import {
  TEMPLATE_LEVEL_LABELS,
  TEMPLATE_LEVELS,
  type TemplateListItem,
} from '#shared/contracts/templates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PagedItems } from '#web/components/ui/pagination.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { SelectField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ListSearch } from '#web/components/ui/list-search.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteTemplate, useDuplicateTemplate, useTemplateList } from '#web/data/templates.ts';
import { ApplyDialog, type ApplyTarget } from './apply-dialog.tsx';
import type { Chosen } from './apply-students-step.tsx';
import { DeleteTemplateDialog } from './delete-template-dialog.tsx';
import { useLibraryQuery } from './library-query.ts';
import { TemplateCard } from './template-card.tsx';
import { WEEKDAYS } from '#shared/contracts/plans.ts';

/** A model has one to seven training days: one week. */
const MODEL_DAYS_MAX = WEEKDAYS.length;

const DAY_OPTIONS = Array.from({ length: MODEL_DAYS_MAX }, (_, index) => index + 1);

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : errorMessage('INTERNAL');

/**
 * 'Biblioteca de Treinos' (issue 24 §1, decision 046): the trainer's models and the starter models,
 * searched (without accents, on the server), filtered by level, goal and days, and paged on the
 * server. The search, filters and page live in the URL as the students list's do.
 */
export default function LibraryPanel({ onOpenTemplate }: { onOpenTemplate: (id: string) => void }) {
  const headingId = useId();
  const top = useRef<HTMLDivElement>(null);
  const [query, change] = useLibraryQuery();
  const list = useTemplateList(query);
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<TemplateListItem | null>(null);
  // The model being applied, and the students already chosen (the closest model for those it did not fit).
  const [applying, setApplying] = useState<{ template: ApplyTarget; students?: Chosen } | null>(null);

  const onSearch = useCallback((q: string) => change({ q }, { replace: true }), [change]);
  const onPage = (page: number) => {
    change({ page });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  // A page that no longer exists (models deleted meanwhile) shows the last one that does.
  const pageCount = list.data?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && !list.isPlaceholderData && query.page > pageCount)
      change({ page: pageCount }, { replace: true });
  }, [pageCount, list.isPlaceholderData, query.page, change]);

  const filtered = Boolean(query.q || query.level || query.goal || query.days);

  const onDuplicate = (template: TemplateListItem) =>
    duplicate.mutate(template.id, {
      onSuccess: (copy) => toast.success(t('library.duplicated', { name: copy.name })),
      onError: (error) => toast.error(failureText(error)),
    });

  let body;
  if (list.isError) {
    body = (
      <div role="alert" className="rounded-xl bg-red-50 p-5 text-center ring-1 ring-red-200">
        <p className="font-semibold text-red-800">{t('library.list.error')}</p>
        <p className="mt-1 text-sm text-red-800">{failureText(list.error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void list.refetch()}>
          {t('library.list.retry')}
        </Button>
      </div>
    );
  } else if (!list.data) {
    body = (
      <p role="status" className="text-slate-600">
        {t('library.list.loading')}
      </p>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        icon={filtered ? SearchX : BookOpen}
        title={filtered ? t('library.list.noMatchTitle') : t('library.list.emptyTitle')}
        hint={filtered ? t('library.list.noMatchHint') : t('library.list.emptyHint')}
      />
    );
  } else {
    body = (
      <PagedItems
        busy={list.isPlaceholderData}
        page={list.data.page}
        pageCount={list.data.pageCount}
        onPage={onPage}
        label={t('library.page.label')}
      >
        <ul aria-label={t('library.list.label')} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.data.items.map((template) => (
            <li key={template.id} className="flex">
              <TemplateCard
                template={template}
                busy={duplicate.isPending}
                onOpen={() => onOpenTemplate(template.id)}
                onDuplicate={() => onDuplicate(template)}
                onApply={() => setApplying({ template })}
                onDelete={() => setDeleting(template)}
              />
            </li>
          ))}
        </ul>
      </PagedItems>
    );
  }

  const total = list.data?.total;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div ref={top} className="scroll-mt-20">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('library.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('library.intro')}</p>
      </div>

      <div className="flex flex-col gap-3">
        <ListSearch
          value={query.q ?? ''}
          onSearch={onSearch}
          label={t('library.search.label')}
          placeholder={t('library.search.placeholder')}
        />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[10rem_minmax(0,18rem)_9rem] sm:gap-3">
          <SelectField
            label={t('library.filter.level')}
            value={query.level ?? ''}
            onChange={(event) => change({ level: event.target.value as (typeof TEMPLATE_LEVELS)[number] })}
          >
            <option value="">{t('library.filter.any')}</option>
            {TEMPLATE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {TEMPLATE_LEVEL_LABELS[level]}
              </option>
            ))}
          </SelectField>
          <div className="sm:order-last">
            <SelectField
              label={t('library.filter.days')}
              value={query.days ?? ''}
              onChange={(event) => change({ days: event.target.value ? Number(event.target.value) : '' })}
            >
              <option value="">{t('library.filter.anyDays')}</option>
              {DAY_OPTIONS.map((days) => (
                <option key={days} value={days}>
                  {t('library.filter.daysOption', { days })}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <SelectField
              label={t('library.filter.goal')}
              value={query.goal ?? ''}
              onChange={(event) => change({ goal: event.target.value as (typeof GOALS)[number] })}
            >
              <option value="">{t('library.filter.any')}</option>
              {GOALS.map((goal) => (
                <option key={goal} value={goal}>
                  {goal}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      </div>

      <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {total === undefined || total === 0
          ? null
          : total === 1
            ? t('library.count.one')
            : t('library.count.other', { count: total })}
      </p>

      {body}

      {deleting ? (
        <DeleteTemplateDialog
          name={deleting.name}
          deleting={remove.isPending}
          onKeep={() => setDeleting(null)}
          onDelete={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                toast.success(t('library.deleted'));
              },
              onError: (error) => toast.error(failureText(error)),
            })
          }
        />
      ) : null}
      {applying ? (
        <ApplyDialog
          key={applying.template.id}
          template={applying.template}
          initialChosen={applying.students}
          onClose={() => setApplying(null)}
          onOtherTemplate={(suggested, students) => setApplying({ template: suggested, students })}
        />
      ) : null}
    </section>
  );
}
