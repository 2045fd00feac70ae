import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { StudentsPanel } from '#web/features/students/students-panel.tsx';

// The dialog and the editor load the first time a trainer opens a student.
const StudentDialog = lazy(() => import('#web/features/students/student-dialog.tsx'));
const PlanEditor = lazy(() => import('#web/features/plans/plan-editor.tsx'));

/**
 * 'Painel do Personal': the students list, with the open student's dialog (/personal/alunos/:id)
 * or plan editor (/personal/alunos/:id/plano) on top. The list's search, chip, sort and page live
 * in the query string, which the dialog URLs carry along so closing returns to the same page.
 */
export default function PersonalPage() {
  const { studentId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const editingPlan = location.pathname.endsWith('/plano');
  const search = location.search;

  const toList = () => navigate(`/personal${search}`);
  const toStudent = (id: string) => navigate(`/personal/alunos/${encodeURIComponent(id)}${search}`);
  const toPlan = (id: string) => navigate(`/personal/alunos/${encodeURIComponent(id)}/plano${search}`);

  return (
    <>
      <StudentsPanel onOpenStudent={toStudent} />
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
