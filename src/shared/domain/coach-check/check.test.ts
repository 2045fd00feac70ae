import { describe, expect, test } from 'vitest';
import { SMALL_CATALOG_BY_ID as catalog, buildAthlete, day, plan, row } from '../../testing/build-coach.ts';
import { checkPlan } from './check.ts';
import { repairPlan } from './repair.ts';
import { contraindicationHit, avoidPhrases } from './athlete.ts';

const kinds = (p: ReturnType<typeof plan>, athlete = buildAthlete()) =>
  checkPlan(p, athlete, catalog).findings.map((finding) => finding.kind);

describe('the coach check', () => {
  test('a day the student did not offer', () => {
    const check = checkPlan(plan(day('Terça-feira', [row('supino-halteres')])), buildAthlete(), catalog);
    expect(check.findings[0]).toMatchObject({
      kind: 'day_unavailable',
      message: 'Terça-feira: o aluno não informou este dia como disponível na anamnese.',
    });
  });

  test('a contraindicated exercise, matched by body region, accents and case aside', () => {
    for (const said of ['DOR NO JOELHO direito', 'condromalácia patelar', 'operei o menisco']) {
      const athlete = buildAthlete({ orthopedicProblems: said });
      expect(kinds(plan(day('Segunda-feira', [row('leg-press')])), athlete), said).toContain(
        'contraindicated',
      );
    }
    const message = checkPlan(
      plan(day('Segunda-feira', [row('agachamento')])),
      buildAthlete({ surgeriesInfo: 'Hérnia de disco L4-L5' }),
      catalog,
    ).findings[0]!.message;
    expect(message).toBe(
      'Segunda-feira: "Agachamento Livre" é contraindicado em caso de hérnia de disco lombar, e a anamnese relata um problema nessa região.',
    );
  });

  test('"não", "nenhum" and an empty answer name no problem', () => {
    for (const said of ['Não', 'nenhum', '', 'Nada.']) {
      expect(
        contraindicationHit(buildAthlete({ orthopedicProblems: said }), catalog.get('agachamento')!),
      ).toBeNull();
    }
  });

  test('equipment the student does not have where they train; a beginner with an advanced exercise', () => {
    const home = buildAthlete({ trainingLocation: 'Casa', equipment: ['Halteres'] });
    const findings = checkPlan(
      plan(day('Segunda-feira', [row('supino'), row('supino-halteres'), row('flexao')])),
      home,
      catalog,
    ).findings.filter((f) => f.kind === 'equipment_missing');
    expect(findings).toEqual([
      {
        kind: 'equipment_missing',
        message: 'Segunda-feira: "Supino Reto" usa barra, que o aluno não tem onde treina.',
        workoutId: 'd-Segunda-feira',
        exerciseId: 'supino',
      },
    ]);
    const beginner = buildAthlete({ hasTrainedBefore: false });
    expect(kinds(plan(day('Segunda-feira', [row('supino-avancado')])), beginner)).toContain('too_advanced');
  });

  test('weekly sets per group: primary 1, secondary ½, against the range for goal and level', () => {
    const check = checkPlan(
      plan(day('Segunda-feira', [row('supino', 4)]), day('Quarta-feira', [row('supino-halteres', 3)])),
      buildAthlete(),
      catalog,
    );
    expect(check.weeklySets).toContainEqual({ group: 'Peito', sets: 7, min: 10, max: 16 });
    expect(check.weeklySets).toContainEqual({ group: 'Tríceps', sets: 3.5, min: 10, max: 16 });
    expect(check.findings.map((f) => f.message)).toContain(
      'Peito: 7 séries por semana, abaixo do indicado (10–16) para o objetivo e o nível do aluno.',
    );
    const health = buildAthlete({
      specificGoal: 'Melhora da saúde / qualidade de vida',
      hasTrainedBefore: false,
    });
    expect(
      checkPlan(
        plan(day('Segunda-feira', [row('supino-halteres', 5)]), day('Quarta-feira', [row('flexao', 5)])),
        health,
        catalog,
      ).findings.find((f) => f.kind === 'volume_high')?.message,
    ).toBe('Peito: 10 séries por semana, acima do indicado (3–8) para o objetivo e o nível do aluno.');
  });

  test('the same muscle hard on two days in a row, Domingo to Segunda included', () => {
    const athlete = buildAthlete({ availableDays: ['Segunda-feira', 'Domingo'] });
    const found = checkPlan(
      plan(
        day('Domingo', [row('supino', 3), row('supino-halteres', 3)]),
        day('Segunda-feira', [row('flexao', 3), row('crucifixo-maquina', 3)]),
      ),
      athlete,
      catalog,
    ).findings.filter((f) => f.kind === 'consecutive_days');
    expect(found.map((f) => f.message)).toEqual([
      'Peito: treino pesado em dias seguidos (Domingo e Segunda-feira). Deixe ao menos um dia de recuperação.',
    ]);
  });

  test('a session over 30 sets', () => {
    const rows = Array.from({ length: 8 }, () => row('puxada', 4));
    expect(kinds(plan(day('Segunda-feira', rows)))).toContain('session_too_long');
  });
});

describe('the repair', () => {
  test('swaps a contraindicated exercise for a fitting one of the same muscle, trims what is too much', () => {
    const athlete = buildAthlete({
      orthopedicProblems: 'lesão no ombro',
      availableDays: ['Segunda-feira', 'Terça-feira'],
    });
    const { plan: repaired, check } = repairPlan(
      plan(
        day('Segunda-feira', [row('supino', 5), row('supino-halteres', 5), row('flexao', 5)]),
        day('Terça-feira', [row('crucifixo-maquina', 5), row('flexao', 5)]),
      ),
      athlete,
      catalog,
    );
    const ids = repaired[0]!.blocks.flatMap((b) => b.exercises.map((e) => e.exerciseId));
    // Same muscle, same equipment first: the barbell press becomes the other barbell chest exercise.
    expect(ids).toEqual(['supino-avancado', 'supino-halteres', 'flexao']);
    expect(check.findings.map((f) => f.kind)).not.toContain('contraindicated');
    expect(check.findings.map((f) => f.kind)).not.toContain('consecutive_days');
    expect(check.findings.map((f) => f.kind)).not.toContain('volume_high');
  });

  test('moves a day to a free available day; drops an exercise nothing can replace', () => {
    const athlete = buildAthlete({ orthopedicProblems: 'dor no joelho' });
    const { plan: repaired } = repairPlan(
      plan(day('Terça-feira', [row('leg-press'), row('agachamento'), row('supino-halteres')])),
      athlete,
      catalog,
    );
    expect(repaired[0]!.day).toBe('Segunda-feira');
    expect(repaired[0]!.blocks.flatMap((b) => b.exercises.map((e) => e.exerciseId))).toEqual([
      'supino-halteres',
    ]);
  });
});

describe("the trainer's words the coach follows", () => {
  test('phrases after "não usar", "evitar", "sem" are avoided', () => {
    expect(avoidPhrases(['Não usar leg press. Evitar agachamento livre; treinos sem burpee!'])).toEqual([
      'leg press',
      'agachamento livre',
      'burpee',
    ]);
  });
});
