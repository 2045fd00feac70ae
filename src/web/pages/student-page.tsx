import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from '#web/lib/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentHome } from '#shared/contracts/training.ts';
import { isPlanExpired } from '#shared/domain/students/plan-state.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { meKeys, useStudentHome } from '#web/data/me.ts';
import { useWorkoutActions, useWorkoutDay } from '#web/data/workout.ts';
import { ExpiredScreen } from '#web/features/student-home/expired-screen.tsx';
import { HomeScreen } from '#web/features/student-home/home-screen.tsx';
import { HomeError, HomeSkeleton } from '#web/features/student-home/home-states.tsx';
import { firstName, needsAnamnesis, selectedDate } from '#web/features/student-home/home-text.ts';
import { useHomeUpdates } from '#web/features/student-home/use-home-updates.ts';
import { OfflineIndicator } from '#web/features/offline/offline-indicator.tsx';
import { workoutForDate } from '#web/features/student-home/workout-card-lines.ts';
import { sessionStage, STAGE_PARAM } from '#web/features/workout/session-stage.ts';
import { t } from '#web/i18n/pt-BR.ts';

// Only the home is in this chunk; the wizard, the waiting screen and the run load when they are shown.
const AnamnesisFlow = lazy(() => import('#web/features/anamnesis/anamnesis-flow.tsx'));
const WaitingScreen = lazy(() =>
  import('#web/features/anamnesis/waiting-screen.tsx').then((module) => ({ default: module.WaitingScreen })),
);
// 'Minhas avaliações' (/aluno/avaliacoes), read-only, with its charts and strings.
const MyAssessmentsScreen = lazy(() => import('#web/features/my-assessments/my-assessments-screen.tsx'));
const loadWorkoutSession = () => import('#web/features/workout/workout-session.tsx');
const WorkoutSession = lazy(loadWorkoutSession);

const HOME = '/aluno';
const homeAt = (date: string) => `${HOME}?data=${date}`;

/**
 * The student's whole app (`/aluno/*`): which screen shows follows from `GET /api/me` (product §4
 * planStatus). New student → anamnesis wizard; waiting for a plan → waiting screen; expired → 'Seu
 * Plano Venceu!'; otherwise the home, with the run at /aluno/treino and the wizard at /aluno/anamnese.
 * 'Minhas avaliações' (/aluno/avaliacoes) opens from the header whatever the plan's state.
 * Whichever shows follows the student's record live: a plan activated or renewed meanwhile switches it.
 */
export default function StudentPage() {
  const home = useStudentHome();
  useHomeUpdates();
  let body: ReactNode;
  if (home.isPending) body = <HomeSkeleton />;
  else if (home.isError)
    body = <HomeError message={home.error.message} onRetry={() => void home.refetch()} />;
  else body = <StudentScreens home={home.data} />;
  return (
    <div className="flex flex-col gap-4">
      <OfflineIndicator />
      {body}
    </div>
  );
}

function StudentScreens({ home }: { home: StudentHome }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const path = pathname.replace(/\/+$/, '');

  function submitted(goal: string | null) {
    // The waiting screen shows at once; the refetch then brings whatever else the answers changed.
    client.setQueryData<StudentHome>(meKeys.home(), (old) => old && { ...old, hasAnamnesis: true, goal });
    void client.invalidateQueries({ queryKey: meKeys.home() });
    if (path !== HOME) navigate(HOME);
  }

  const loading = <Spinner label={t('app.loading')} />;
  if (path === `${HOME}/anamnese`)
    return (
      <Suspense fallback={loading}>
        <AnamnesisFlow name={home.name} onSubmitted={submitted} onCancel={() => navigate(HOME)} />
      </Suspense>
    );
  if (path === `${HOME}/avaliacoes`)
    return (
      <Suspense fallback={loading}>
        <MyAssessmentsScreen onBack={() => navigate(HOME)} />
      </Suspense>
    );
  const pending = home.planStatus === 'pending_creation' || home.planStatus === 'pending_review';
  if (pending && needsAnamnesis(home))
    return (
      <Suspense fallback={loading}>
        <AnamnesisFlow name={home.name} onSubmitted={submitted} />
      </Suspense>
    );
  if (pending)
    return (
      <Suspense fallback={loading}>
        <WaitingScreen
          firstName={firstName(home.name)}
          onEditAnamnesis={() => navigate(`${HOME}/anamnese`)}
        />
      </Suspense>
    );
  if (isPlanExpired(home, home.today)) return <ExpiredScreen home={home} />;
  if (path === `${HOME}/treino`) return <HomeRoute home={home} training />;
  if (path !== HOME) return <Navigate to={HOME} replace />;
  return <HomeRoute home={home} training={false} />;
}

function useDate(today: string) {
  const [params, setParams] = useSearchParams();
  const date = selectedDate(params.get('data'), today);
  const setDate = (next: string) => setParams({ data: next }, { replace: true });
  return [date, setDate] as const;
}

/** The home, with the run's modal over it at /aluno/treino?data=…. */
function HomeRoute({ home, training }: { home: StudentHome; training: boolean }) {
  const navigate = useNavigate();
  const [date, setDate] = useDate(home.today);

  // The run's code comes down while the student reads the card, so 'Começar a Treinar' opens at once.
  useEffect(() => {
    const prefetch = () => void loadWorkoutSession().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, 2_000);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <>
      <HomeScreen
        home={home}
        date={date}
        onDateChange={setDate}
        onStart={() => navigate(`${HOME}/treino?data=${date}`, { state: { fromHome: true } })}
        onAnswerAnamnesis={() => navigate(`${HOME}/anamnese`)}
      />
      {training ? <WorkoutRoute home={home} date={date} /> : null}
    </>
  );
}

/** While the run's code or the day's data is on its way, over the home. */
function Opening() {
  return (
    <div className="fixed inset-0 z-30 grid place-items-center bg-slate-900/40 p-6">
      <div className="rounded-2xl bg-white px-8 shadow-xl">
        <Spinner label={t('app.loading')} />
      </div>
    </div>
  );
}

/**
 * The date's workout at /aluno/treino?data=…: the run, or once the day is completed its feedback
 * (&etapa=feedback) and analysis (&etapa=analise), so a reload never reopens a finished run.
 */
function WorkoutRoute({ home, date }: { home: StudentHome; date: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const day = useWorkoutDay(date);
  const actions = useWorkoutActions(date);
  const workout = workoutForDate(home.workoutPlan, date);

  // Back to the home it came from (so the phone's back button agrees), or to that date's home.
  const close = () => {
    if ((location.state as { fromHome?: boolean } | null)?.fromHome) navigate(-1);
    else navigate(homeAt(date), { replace: true });
  };

  // A rest day, or a day not yet come (nothing can be logged for it), has no run to open.
  if (!workout || date > home.today) return <Navigate to={homeAt(date)} replace />;
  // A day that failed to load says so on the card underneath, with its retry.
  if (day.isError) return <Navigate to={homeAt(date)} replace />;
  if (day.isPending) return <Opening />;
  return (
    <Suspense fallback={<Opening />}>
      <WorkoutSession
        date={date}
        workout={workout}
        exercises={home.exercises}
        day={day.data}
        actions={actions}
        onClose={close}
        stage={sessionStage(day.data, params.get('etapa'))}
        onStage={(stage) =>
          navigate(`${HOME}/treino?data=${date}&etapa=${STAGE_PARAM[stage]}`, {
            replace: true,
            state: location.state,
          })
        }
        draftKey={`${home.id}:${date}`}
        studentId={home.id}
      />
    </Suspense>
  );
}
