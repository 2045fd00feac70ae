import type { PushPayload } from '#shared/contracts/push.ts';

/** Where a tap takes the person (the screens of src/web/app/router.tsx). */
export const SCREENS = {
  home: '/aluno',
  workout: '/aluno/treino',
  student: (id: string) => `/personal/alunos/${encodeURIComponent(id)}`,
} as const;

export function workoutReminder(workoutLabel: string, date: string): PushPayload {
  return {
    title: 'RumoFit',
    body: `Hoje é dia de ${workoutLabel}`,
    url: SCREENS.home,
    tag: `workout-${date}`,
  };
}

export function expiryReminder(daysLeft: number): PushPayload {
  return {
    title: 'RumoFit',
    body: `Seu plano vence em ${daysLeft} ${daysLeft === 1 ? 'dia' : 'dias'}`,
    url: SCREENS.home,
    tag: `expiry-${daysLeft}`,
  };
}

export function restOver(exerciseName: string, setNumber: number): string {
  return `Descanso terminado — próxima série: ${exerciseName}, ${setNumber}ª série`;
}

/** What the trainer reads: who and what kind of thing, never the health text itself (it crosses the push service). */
export type AlertKind = 'pain' | 'hard' | 'renewal';

export function trainerAlert(kind: AlertKind, studentName: string, studentId: string): PushPayload {
  const body =
    kind === 'pain'
      ? `${studentName} relatou dor no treino`
      : kind === 'hard'
        ? `${studentName} achou o treino extremamente difícil`
        : `${studentName} pediu a renovação do plano`;
  return { title: 'RumoFit', body, url: SCREENS.student(studentId), tag: `alert-${kind}-${studentId}` };
}
