import { createContext, useContext, type Dispatch } from 'react';
import type { PlanAction } from './plan-draft.ts';

/** What every part of the editor needs, handed down once instead of through each level. */
export interface PlanEditorContextValue {
  dispatch: Dispatch<PlanAction>;
  /** Ids for new days, blocks and rows. */
  makeId: () => string;
  /** exerciseId → name, for the picker fields. */
  names: Readonly<Record<string, string>>;
  /** Rows to highlight (no exercise chosen), filled after a save was refused. */
  missing: ReadonlySet<string>;
  /** Opens the exercise picker; `onPicked` receives the chosen exercise's id. */
  pickExercise: (currentId: string, onPicked: (exerciseId: string) => void) => void;
  /** The student the plan is for (the AI coach's calls name them); null while editing a model. */
  studentId: string | null;
  /** Remembers the name of an exercise the AI or the swap dialog chose. */
  nameExercise: (exerciseId: string, name: string) => void;
  /** The exercises of a day of the draft (blocks, warm-up, cool-down), or null when the day is gone. */
  dayExerciseIds: (dayId: string) => string[] | null;
}

export const PlanEditorContext = createContext<PlanEditorContextValue | null>(null);

export function usePlanEditor(): PlanEditorContextValue {
  const value = useContext(PlanEditorContext);
  if (!value) throw new Error('usePlanEditor outside the plan editor');
  return value;
}

/** The student of the plan being edited, for the parts that only show on a student's plan (the AI menu). */
export function useEditorStudent(): string {
  const { studentId } = usePlanEditor();
  if (!studentId) throw new Error('a student-only part of the plan editor on a model');
  return studentId;
}
