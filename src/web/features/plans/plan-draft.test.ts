// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { PLAN_LIMITS, PlanSchema, WEEKDAYS, type Plan } from '#shared/contracts/plans.ts';
import { newBlock, newExercise, newWorkout } from '#shared/domain/plans/plan-defaults.ts';
import {
  canSave,
  checkDraft,
  dayProblem,
  nextWeekday,
  planDraftReducer,
  planForSaving,
  routineKey,
  startingDraft,
  type PlanAction,
} from './plan-draft.ts';

function ids(prefix = 'id') {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

/** One day 'd1' with block 'b1' holding row 'r1' (exercise chosen unless told otherwise). */
function onePlan(exerciseId = 'supino-reto-barra'): Plan {
  return [
    {
      ...newWorkout('d1'),
      blocks: [{ ...newBlock('b1', 'r1'), exercises: [newExercise('r1', exerciseId)] }],
    },
  ];
}

const run = (plan: Plan, ...actions: PlanAction[]) => actions.reduce(planDraftReducer, plan);

describe('starting the editor', () => {
  test('a student without a plan starts from one Monday with one empty row of the spec defaults', () => {
    const draft = startingDraft(null, ids());
    expect(draft).toEqual([
      {
        id: 'id-1',
        day: 'Segunda-feira',
        label: 'Treino',
        muscleGroups: [],
        warmup: [],
        cooldown: [],
        blocks: [
          {
            id: 'id-2',
            type: 'single',
            restAfterBlock: 60,
            exercises: [
              { id: 'id-3', exerciseId: '', sets: '3', reps: '12', durationType: 'reps', rest: 60 },
            ],
          },
        ],
      },
    ]);
  });

  test('a saved plan is edited as it is', () => {
    const plan = onePlan();
    expect(startingDraft(plan, ids())).toBe(plan);
  });
});

describe('days', () => {
  test('a new day takes the first weekday not used yet', () => {
    const plan = run(onePlan(), { type: 'addDay', dayId: 'd2', blockId: 'b2', rowId: 'r2' });
    expect(plan.map((day) => day.day)).toEqual(['Segunda-feira', 'Terça-feira']);
    expect(plan[1]?.blocks[0]?.exercises[0]?.id).toBe('r2');
  });

  test('with every weekday taken a new day falls back to Monday', () => {
    const week: Plan = WEEKDAYS.map((day, i) => ({ ...newWorkout(`d${i}`), day }));
    expect(nextWeekday(week)).toBe('Segunda-feira');
  });

  test('no more days than the plan limit', () => {
    const full: Plan = Array.from({ length: PLAN_LIMITS.days }, (_v, i) => newWorkout(`d${i}`));
    expect(run(full, { type: 'addDay', dayId: 'x', blockId: 'y', rowId: 'z' })).toHaveLength(
      PLAN_LIMITS.days,
    );
  });

  test('renaming, moving to another weekday and removing a day', () => {
    let plan = run(onePlan(), {
      type: 'updateDay',
      dayId: 'd1',
      patch: { day: 'Quarta-feira', label: 'Treino B' },
    });
    expect(plan[0]).toMatchObject({ day: 'Quarta-feira', label: 'Treino B' });
    plan = run(plan, { type: 'removeDay', dayId: 'd1' });
    expect(plan).toEqual([]);
  });
});

describe('warm-up and cool-down', () => {
  test('items start with no exercise and 5 min, and can be changed and removed', () => {
    let plan = run(
      onePlan(),
      { type: 'addRoutineItem', dayId: 'd1', list: 'warmup' },
      { type: 'addRoutineItem', dayId: 'd1', list: 'warmup' },
      { type: 'addRoutineItem', dayId: 'd1', list: 'cooldown' },
    );
    expect(plan[0]?.warmup).toEqual([
      { exerciseId: '', duration: '5 min' },
      { exerciseId: '', duration: '5 min' },
    ]);
    plan = run(
      plan,
      {
        type: 'updateRoutineItem',
        dayId: 'd1',
        list: 'warmup',
        index: 1,
        patch: { exerciseId: 'polichinelo' },
      },
      { type: 'removeRoutineItem', dayId: 'd1', list: 'warmup', index: 0 },
      { type: 'updateRoutineItem', dayId: 'd1', list: 'cooldown', index: 0, patch: { duration: '10 min' } },
    );
    expect(plan[0]?.warmup).toEqual([{ exerciseId: 'polichinelo', duration: '5 min' }]);
    expect(plan[0]?.cooldown).toEqual([{ exerciseId: '', duration: '10 min' }]);
  });
});

describe('blocks and rows', () => {
  test('a new block is single, rests 60 s and holds one row of 3 × 12 reps', () => {
    const plan = run(onePlan(), { type: 'addBlock', dayId: 'd1', blockId: 'b2', rowId: 'r2' });
    expect(plan[0]?.blocks[1]).toEqual({
      id: 'b2',
      type: 'single',
      restAfterBlock: 60,
      exercises: [{ id: 'r2', exerciseId: '', sets: '3', reps: '12', durationType: 'reps', rest: 60 }],
    });
  });

  test('choosing bi-set adds the second row; tri-set the third; going back keeps the rows', () => {
    let plan = run(onePlan(), {
      type: 'setBlockType',
      dayId: 'd1',
      blockId: 'b1',
      blockType: 'biset',
      rowIds: ['n1', 'n2', 'n3'],
    });
    expect(plan[0]?.blocks[0]?.type).toBe('biset');
    expect(plan[0]?.blocks[0]?.exercises.map((row) => row.id)).toEqual(['r1', 'n1']);
    plan = run(plan, {
      type: 'setBlockType',
      dayId: 'd1',
      blockId: 'b1',
      blockType: 'triset',
      rowIds: ['m1'],
    });
    expect(plan[0]?.blocks[0]?.exercises.map((row) => row.id)).toEqual(['r1', 'n1', 'm1']);
    plan = run(plan, { type: 'setBlockType', dayId: 'd1', blockId: 'b1', blockType: 'single', rowIds: [] });
    expect(plan[0]?.blocks[0]).toMatchObject({ type: 'single' });
    expect(plan[0]?.blocks[0]?.exercises).toHaveLength(3);
  });

  test('a row takes new values, and clearing an optional field removes it', () => {
    let plan = run(onePlan(), {
      type: 'updateExercise',
      dayId: 'd1',
      blockId: 'b1',
      rowId: 'r1',
      patch: { sets: '4', reps: '30', durationType: 'time', targetWeight: 22.5, observation: 'Devagar' },
    });
    expect(plan[0]?.blocks[0]?.exercises[0]).toMatchObject({
      sets: '4',
      reps: '30',
      durationType: 'time',
      targetWeight: 22.5,
      observation: 'Devagar',
    });
    plan = run(plan, {
      type: 'updateExercise',
      dayId: 'd1',
      blockId: 'b1',
      rowId: 'r1',
      patch: { targetWeight: undefined, observation: '' },
    });
    expect(plan[0]?.blocks[0]?.exercises[0]).not.toHaveProperty('targetWeight');
    expect(plan[0]?.blocks[0]?.exercises[0]).not.toHaveProperty('observation');
  });

  test('rows and blocks are added and removed by id, leaving the others untouched', () => {
    const before = onePlan();
    const plan = run(
      before,
      { type: 'addExercise', dayId: 'd1', blockId: 'b1', rowId: 'r2' },
      { type: 'removeExercise', dayId: 'd1', blockId: 'b1', rowId: 'r1' },
      { type: 'updateBlockRest', dayId: 'd1', blockId: 'b1', restAfterBlock: 120 },
    );
    expect(plan[0]?.blocks[0]?.exercises.map((row) => row.id)).toEqual(['r2']);
    expect(plan[0]?.blocks[0]?.restAfterBlock).toBe(120);
    expect(before[0]?.blocks[0]?.exercises.map((row) => row.id)).toEqual(['r1']);
    expect(run(plan, { type: 'removeBlock', dayId: 'd1', blockId: 'b1' })[0]?.blocks).toEqual([]);
  });

  test('a block holds at most the plan limit of rows', () => {
    const actions: PlanAction[] = Array.from({ length: PLAN_LIMITS.exercisesPerBlock + 2 }, (_v, i) => ({
      type: 'addExercise',
      dayId: 'd1',
      blockId: 'b1',
      rowId: `x${i}`,
    }));
    expect(run(onePlan(), ...actions)[0]?.blocks[0]?.exercises).toHaveLength(PLAN_LIMITS.exercisesPerBlock);
  });
});

describe('checking before a save', () => {
  test('a complete plan can be saved', () => {
    expect(canSave(checkDraft(onePlan()))).toBe(true);
  });

  test('a row or a routine item without an exercise stops the save and is named', () => {
    const plan = run(onePlan(''), { type: 'addRoutineItem', dayId: 'd1', list: 'cooldown' });
    const problems = checkDraft(plan);
    expect([...problems.missingRows]).toEqual([routineKey('d1', 'cooldown', 0), 'r1']);
    expect(canSave(problems)).toBe(false);
  });

  test('a day with no exercise stops the save; an empty block next to a full one is only counted', () => {
    const plan = run(
      onePlan(),
      { type: 'addBlock', dayId: 'd1', blockId: 'b2', rowId: 'r2' },
      { type: 'removeExercise', dayId: 'd1', blockId: 'b2', rowId: 'r2' },
    );
    expect(checkDraft(plan)).toMatchObject({ emptyBlocks: 1, emptyDays: new Set() });
    expect(canSave(checkDraft(plan))).toBe(true);

    const empty = run(plan, { type: 'removeBlock', dayId: 'd1', blockId: 'b1' });
    expect(checkDraft(empty).emptyDays).toEqual(new Set(['d1']));
    expect(canSave(checkDraft(empty))).toBe(false);
  });

  test('each day says what keeps it from being saved', () => {
    const plan = run(
      onePlan(),
      { type: 'addDay', dayId: 'd2', blockId: 'b2', rowId: 'r2' },
      { type: 'addDay', dayId: 'd3', blockId: 'b3', rowId: 'r3' },
      { type: 'removeBlock', dayId: 'd3', blockId: 'b3' },
    );
    const problems = checkDraft(plan);
    expect(plan.map((day) => dayProblem(day, problems))).toEqual([null, 'missing', 'empty']);
  });

  test('a plan with no days is not saved', () => {
    expect(checkDraft([])).toMatchObject({ noDays: true });
    expect(canSave(checkDraft([]))).toBe(false);
  });
});

describe('the plan sent to the server', () => {
  test('cleared fields get the spec defaults, empty blocks go, and the result fits the schema', () => {
    const plan = run(
      onePlan(),
      { type: 'updateExercise', dayId: 'd1', blockId: 'b1', rowId: 'r1', patch: { sets: '', reps: ' ' } },
      { type: 'updateDay', dayId: 'd1', patch: { label: '  ' } },
      { type: 'addBlock', dayId: 'd1', blockId: 'b2', rowId: 'r2' },
      { type: 'removeExercise', dayId: 'd1', blockId: 'b2', rowId: 'r2' },
      { type: 'addRoutineItem', dayId: 'd1', list: 'warmup' },
      {
        type: 'updateRoutineItem',
        dayId: 'd1',
        list: 'warmup',
        index: 0,
        patch: { exerciseId: 'polichinelo', duration: '' },
      },
    );
    const saved = planForSaving(plan, ids('new'));
    expect(PlanSchema.safeParse(saved).success).toBe(true);
    expect(saved[0]).toMatchObject({
      id: 'd1',
      label: 'Treino',
      warmup: [{ exerciseId: 'polichinelo', duration: '5 min' }],
    });
    expect(saved[0]?.blocks).toHaveLength(1);
    expect(saved[0]?.blocks[0]?.exercises[0]).toMatchObject({ id: 'r1', sets: '3', reps: '12' });
  });
});
