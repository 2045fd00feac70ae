import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from '#web/lib/router.tsx';
import { StudentsPanel } from '#web/features/students/students-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';

// The dialog and the editor load the first time a trainer opens a student; the radar when first shown.
const StudentDialog = lazy(() => import('#web/features/students/student-dialog.tsx'));
const PlanEditor = lazy(() => import('#web/features/plans/plan-editor.tsx'));
const RadarPanel = lazy(() =>
  import('#web/features/radar/radar-panel.tsx').then((module) => ({ default: module.RadarPanel })),
);

const VIEW_CLASS =
  'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow sm:flex-none';

/**
 * 'Painel do Personal': the students list ('Ver Alunos') or the radar ('Ver Radar', `?visao=radar`),
 * with the open student's dialog (/personal/alunos/:id) or plan editor (/personal/alunos/:id/plano)
 * on top. The list's search, chip, sort and page, and the view, live in the query string, which the
 * dialog URLs carry along so closing returns to the same place.
 */
export default function PersonalPage() {
  const { studentId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const editingPlan = location.pathname.endsWith('/plano');
  const search = location.search;
  const radar = params.get('visao') === 'radar';

  const toList = () => navigate(`/personal${search}`);
  const toStudent = (id: string) => navigate(`/personal/alunos/${encodeURIComponent(id)}${search}`);
  const toPlan = (id: string) => navigate(`/personal/alunos/${encodeURIComponent(id)}/plano${search}`);
  const showRadar = (on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('visao', 'radar');
      else next.delete('visao');
      return next;
    });

  return (
    <>
      <div
        role="group"
        aria-label={t('view.label')}
        className="mb-4 flex rounded-lg bg-slate-100 p-1 sm:inline-flex"
      >
        <button type="button" aria-pressed={!radar} className={VIEW_CLASS} onClick={() => showRadar(false)}>
          {t('view.students')}
        </button>
        <button type="button" aria-pressed={radar} className={VIEW_CLASS} onClick={() => showRadar(true)}>
          {t('view.radar')}
        </button>
      </div>
      {radar ? (
        <section className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold text-slate-900">{t('students.title')}</h1>
          <Suspense fallback={<Spinner label={t('radar.loading')} />}>
            <RadarPanel onOpenStudent={toStudent} />
          </Suspense>
        </section>
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
      </Suspense>
    </>
  );
}
