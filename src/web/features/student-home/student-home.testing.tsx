import { createMemoryRouter, RouterProvider } from '#web/lib/router.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import type { StudentHome, WorkoutDay } from '#shared/contracts/training.ts';
import { buildDay as buildTrainingDay } from '#web/testing/build-training.ts';
import { fakeFetch, json, route, type FakeHandler } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import StudentPage from '#web/pages/student-page.tsx';

/** Builders and a fake server for the student's screens. Today is Thursday 20/11/2025. */

export const TODAY = '2025-11-20';

const info = (name: string) => ({ name, videoUrl: null, gifUrl: null, tutorial: '' });

export function buildHome(overrides: Partial<StudentHome> = {}): StudentHome {
  return {
    id: 'st-1',
    name: 'Ana Souza',
    sex: 'Feminino',
    planStatus: 'active',
    planExpiryDate: '2025-11-25',
    planStart: '2025-10-01',
    goal: 'Hipertrofia (ganho de massa)',
    hasAnamnesis: true,
    workoutPlan: [
      {
        id: 'w-thu',
        day: 'Quinta-feira',
        label: 'Treino A - Peito',
        muscleGroups: ['Peito'],
        warmup: [{ exerciseId: 'bike', duration: '5 min' }],
        cooldown: [],
        blocks: [
          {
            id: 'b1',
            type: 'single',
            restAfterBlock: 60,
            exercises: [
              { id: 'e1', exerciseId: 'supino', sets: '4', reps: '10', durationType: 'reps', rest: 60 },
            ],
          },
          {
            id: 'b2',
            type: 'biset',
            restAfterBlock: 90,
            exercises: [
              { id: 'e2', exerciseId: 'crucifixo', sets: '3', reps: '12', durationType: 'reps', rest: 0 },
              { id: 'e3', exerciseId: 'prancha', sets: '3', reps: '30', durationType: 'time', rest: 30 },
            ],
          },
        ],
      },
      {
        id: 'w-mon',
        day: 'Segunda-feira',
        label: 'Treino B',
        muscleGroups: [],
        warmup: [],
        cooldown: [],
        blocks: [],
      },
    ],
    exercises: {
      supino: info('Supino Reto'),
      crucifixo: info('Crucifixo'),
      prancha: info('Prancha'),
      bike: info('Bicicleta'),
    },
    trainer: { name: 'Paula Lima', whatsapp: '11912345678', planPrices: { '1': 120, '3': 330, '6': null } },
    today: TODAY,
    ...overrides,
  };
}

/** A day with nothing done (today unless `overrides.date` says otherwise). */
export const buildDay = (overrides: Partial<WorkoutDay> = {}): WorkoutDay =>
  buildTrainingDay(overrides.date ?? TODAY, overrides);

export { json };

/** Answers `GET /api/me` with `home`, each day with `days[date]` (or an empty day), the calendar with `completed`. */
export function studentServer(
  home: () => Response,
  {
    days = {},
    completed = [],
    extra = [],
  }: { days?: Record<string, WorkoutDay>; completed?: string[]; extra?: FakeHandler[] } = {},
) {
  return fakeFetch(
    ...extra,
    route('GET', '/api/me', () => home()),
    route('GET', '/api/me/calendar', () => json({ completed })),
    route('GET', /^\/api\/me\/workouts\/\d{4}-\d{2}-\d{2}$/, (url) => {
      const date = url.pathname.slice(-'yyyy-mm-dd'.length);
      return json(days[date] ?? buildDay({ date }));
    }),
  );
}

let lastRouter: ReturnType<typeof createMemoryRouter> | null = null;

/** Where the page's router is now (path and query), for assertions on the URL. */
export function currentUrl(): string {
  const location = lastRouter?.state.location;
  return location ? `${location.pathname}${location.search}` : '';
}

export function renderStudentPage(url = '/aluno') {
  const router = createMemoryRouter(
    [
      {
        path: '/aluno/*',
        element: <StudentPage />,
      },
    ],
    { initialEntries: [url] },
  );
  lastRouter = router;
  return renderWithQueries(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}
