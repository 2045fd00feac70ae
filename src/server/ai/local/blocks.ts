import type { Block, ExerciseInstance } from '#shared/contracts/plans.ts';
import type { CoachExercise } from '#shared/domain/coach-check/athlete.ts';

/**
 * Two exercises that may share a bi-set or tri-set outside hypertrophy (issue 22 §4): antagonists or
 * unrelated groups, that is, neither works a muscle the other works as its main one, and not two
 * exercises of the same movement pattern.
 */
export function related(a: CoachExercise, b: CoachExercise): boolean {
  if (a.traits.pattern === b.traits.pattern && a.traits.pattern !== 'cardio') return true;
  const worksA = new Set([...a.primary, ...a.secondary]);
  const worksB = new Set([...b.primary, ...b.secondary]);
  return a.primary.some((group) => worksB.has(group)) || b.primary.some((group) => worksA.has(group));
}

/**
 * The day's rows in blocks of up to `size`, in their order: each block takes the next row and then the
 * first later rows unrelated to every row already in it; what finds no partner stays single.
 */
export function groupBlocks(
  rows: ExerciseInstance[],
  byId: ReadonlyMap<string, CoachExercise>,
  shape: { size: number; restAfterBlock: number },
  makeId: () => string,
): Block[] {
  const left = [...rows];
  const blocks: Block[] = [];
  while (left.length > 0) {
    const members = [left.shift()!];
    for (let i = 0; i < left.length && members.length < shape.size;) {
      const candidate = byId.get(left[i]!.exerciseId)!;
      if (members.every((member) => !related(byId.get(member.exerciseId)!, candidate)))
        members.push(left.splice(i, 1)[0]!);
      else i += 1;
    }
    const type = members.length === 3 ? 'triset' : members.length === 2 ? 'biset' : 'single';
    blocks.push({ id: makeId(), type, restAfterBlock: shape.restAfterBlock, exercises: members });
  }
  return blocks;
}
