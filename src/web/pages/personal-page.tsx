import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from '#web/lib/router.tsx';
import { StudentsPanel } from '#web/features/students/students-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';

// The dialog and the editor load the first time a trainer opens a student; the radar when first shown.
const StudentDialog = lazy(() => import('#web/features/students/student-dialog.tsx'));
const PlanEditor = lazy(() => import('#web/features/plans/plan-editor.tsx'));
// The library (its list, the model editor) loads the first time a trainer opens it.
const LibraryPanel = lazy(() => import('#web/features/library/library-panel.tsx'));
const TemplateEditor = lazy(() => import('#web/features/plans/template-editor.tsx'));
const RadarPanel = lazy(() =>
  import('#web/features/radar/radar-panel.tsx').then((module) => ({ default: module.RadarPanel })),
);

const VIEW_CLASS =
  'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow sm:flex-none';

/**
 * 'Painel do Personal': the students list ('Ver Alunos'), the radar ('Ver Radar', `?visao=radar`) or
 * the plan library ('Biblioteca', `?visao=biblioteca`, whose models open at /personal/modelos/:id),
 * with the open student's dialog (/personal/alunos/:id) or plan editor (/personal/alunos/:id/plano)
 * on top. The list's search, chip, sort and page, and the view, live in the query string, which the
 * dialog URLs carry along so closing returns to the same place.
 */
export default function PersonalPage() {
  const { studentId, templateId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const editingPlan = location.pathname.endsWith('/plano');
  const search = location.search;
  const view = params.get('visao');
  const radar = view === 'radar';
  const library = view === 'biblioteca';

  const toList = () => navigate(`/personal${search}`);
  const toStudent = (id: string) => navigate(`/personal/alunos/${encodeURIComponent(id)}${search}`);
  const toPlan = (id: string) => navigate(`/personal/alunos/${encodeURIComponent(id)}/plano${search}`);
  const toTemplate = (id: string) => navigate(`/personal/modelos/${encodeURIComponent(id)}${search}`);
  const show = (next: 'radar' | 'biblioteca' | null) =>
    setParams((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('visao', next);
      else params.delete('visao');
      return params;
    });

  return (
    <>
      <div
        role="group"
        aria-label={t('view.label')}
        className="mb-4 flex rounded-lg bg-slate-100 p-1 sm:inline-flex"
      >
        <button
          type="button"
          aria-pressed={!radar && !library}
          className={VIEW_CLASS}
          onClick={() => show(null)}
        >
          {t('view.students')}
        </button>
        <button type="button" aria-pressed={radar} className={VIEW_CLASS} onClick={() => show('radar')}>
          {t('view.radar')}
        </button>
        <button
          type="button"
          aria-pressed={library}
          className={VIEW_CLASS}
          onClick={() => show('biblioteca')}
        >
          {t('view.library')}
        </button>
      </div>
      {radar ? (
        <section className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold text-slate-900">{t('students.title')}</h1>
          <Suspense fallback={<Spinner label={t('radar.loading')} />}>
            <RadarPanel onOpenStudent={toStudent} />
          </Suspense>
        </section>
      ) : library ? (
        <Suspense fallback={<Spinner label={t('library.list.loading')} />}>
          <LibraryPanel onOpenTemplate={toTemplate} />
        </Suspense>
      ) : (
        <StudentsPanel onOpenStudent={toStudent} />
      )}
      <Suspense fallback={null}>
        {studentId && !editingPlan ? (
          <StudentDialog key={studentId} studentId={studentId} onClose={toList} onEditPlan={toPlan} />
        ) : null}
        {studentId && editingPlan ? (
          <PlanEditor key={studentId} studentId={studentId} onClose={() => toStudent(studentId)} />
        ) : null}
        {templateId ? (
          <TemplateEditor
            key={templateId}
            templateId={templateId}
            onClose={toList}
            onOpenTemplate={toTemplate}
          />
        ) : null}
      </Suspense>
    </>
  );
}
