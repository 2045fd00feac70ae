import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';

/**
 * When the student trains, from the anamnesis' free 'Horário de treino' ("das 7h às 8h", "18:30",
 * "à noite", "no almoço"): the starting hour (7.5 for 7h30), or null when it does not say.
 */
export function trainingHourOf(text: string | undefined): number | null {
  const said = foldForSearch(text ?? '');
  if (!said) return null;
  const clock =
    /(\d{1,2})\s*(?:h|:|horas?\b)\s*(\d{2})?/.exec(said) ?? /\b(?:as|das)\s+(\d{1,2})\b()/.exec(said);
  if (clock) {
    const hour = Number(clock[1]);
    const minutes = clock[2] ? Number(clock[2]) : 0;
    if (hour <= 23 && minutes < 60) return hour + minutes / 60;
  }
  if (/madrugada|cedinho|cedo|acordar|antes do trabalho/.test(said)) return 6;
  if (/manha/.test(said)) return 8;
  if (/almoco|meio-dia|meio dia/.test(said)) return 12;
  if (/tarde/.test(said)) return 15;
  if (/noite|depois do trabalho|apos o trabalho/.test(said)) return 19;
  return null;
}

export interface Meal {
  name: string;
  /** The hour it is eaten at (7.5 = 7h30); null when the training time is not known. */
  at: number | null;
  role: 'pre' | 'post' | null;
}

/** 7 → '7h', 12.5 → '12h30'. */
export const hourLabel = (at: number) => {
  const hour = Math.floor(at);
  const minutes = Math.round((at - hour) * 60);
  return minutes ? `${hour}h${String(minutes).padStart(2, '0')}` : `${hour}h`;
};

const meal = (name: string, at: number | null, role: Meal['role'] = null): Meal => ({
  name,
  at: at === null ? null : Math.round(at * 4) / 4,
  role,
});

/**
 * The day's 4–5 meals placed around the training (issue 22 §6): the pre-workout meal 1 to 2 hours
 * before it (a light one 45 minutes before a training at dawn), the post-workout one within 2 hours
 * after it starts, the others at the usual hours. Without a known hour, the usual day with an
 * afternoon pre-workout snack and no hours.
 */
export function mealDay(hour: number | null): Meal[] {
  if (hour === null)
    return [
      meal('Café da manhã', null),
      meal('Lanche da manhã', null),
      meal('Almoço', null),
      meal('Lanche pré-treino', null, 'pre'),
      meal('Jantar', null),
    ];
  if (hour < 9)
    return [
      meal('Antes do treino', hour - 0.75, 'pre'),
      meal('Café da manhã pós-treino', hour + 1.5, 'post'),
      meal('Almoço', 12.5),
      meal('Lanche da tarde', 16),
      meal('Jantar', 20),
    ];
  if (hour < 11.5)
    return [
      meal('Café da manhã', hour - 2, 'pre'),
      meal('Lanche pós-treino', hour + 1.5, 'post'),
      meal('Almoço', Math.max(12.5, hour + 3)),
      meal('Lanche da tarde', 16),
      meal('Jantar', 20),
    ];
  if (hour < 14)
    return [
      meal('Café da manhã', 7),
      meal('Lanche pré-treino', hour - 1.5, 'pre'),
      meal('Almoço pós-treino', hour + 1.5, 'post'),
      meal('Lanche da tarde', hour + 4.5),
      meal('Jantar', 20),
    ];
  if (hour < 17)
    return hour - 12 <= 3
      ? [
          meal('Café da manhã', 7),
          meal('Lanche da manhã', 10),
          meal('Almoço', 12, 'pre'),
          meal('Lanche pós-treino', hour + 1.5, 'post'),
          meal('Jantar', 20.5),
        ]
      : [
          meal('Café da manhã', 7),
          meal('Almoço', 12),
          meal('Lanche pré-treino', hour - 1.5, 'pre'),
          meal('Lanche pós-treino', hour + 1.5, 'post'),
          meal('Jantar', 20.5),
        ];
  if (hour < 20)
    return [
      meal('Café da manhã', 7),
      meal('Lanche da manhã', 10),
      meal('Almoço', 12.5),
      meal('Lanche pré-treino', hour - 1.5, 'pre'),
      meal('Jantar pós-treino', hour + 1.5, 'post'),
    ];
  return [
    meal('Café da manhã', 7),
    meal('Almoço', 12.5),
    meal('Lanche da tarde', 16),
    meal('Lanche pré-treino', hour - 1.5, 'pre'),
    meal('Ceia pós-treino', Math.min(hour + 1.5, 23.75), 'post'),
  ];
}
