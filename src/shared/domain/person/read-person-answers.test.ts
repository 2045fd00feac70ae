import { describe, expect, test } from 'vitest';
import { EMPTY_CORRECTIONS, type PersonCorrections } from '../../contracts/coach-reading.ts';
import type { AnamnesisAnswers } from '../../contracts/anamnesis.ts';
import { describePerson } from './describe-person.ts';
import { readPerson } from './read-person.ts';
import { sessionMinutesOf } from './session-minutes.ts';

const TODAY = '2026-11-26';
const read = (answers: AnamnesisAnswers, corrections?: PersonCorrections) =>
  readPerson(answers, { today: TODAY, ...(corrections && { corrections }) });
const corrected = (change: Partial<PersonCorrections>): PersonCorrections => ({
  ...EMPTY_CORRECTIONS,
  ...change,
});

describe('the reader of the structured answers', () => {
  test('age bands: under 18, 18–59, 60 and over; unknown age is an adult', () => {
    expect(read({ age: 17 }).ageBand).toBe('under18');
    expect(read({ age: 18 }).ageBand).toBe('adult');
    expect(read({ age: 59 }).ageBand).toBe('adult');
    expect(read({ age: 60 }).ageBand).toBe('senior');
    expect(read({}).ageBand).toBe('adult');
  });

  test('a minor gets no maximal effort, and the line says so', () => {
    const person = read({ age: 16 });
    expect(person.limits.map((limit) => limit.kind)).toEqual(['no_max_effort']);
    expect(describePerson(person)).toEqual(['menor de 18 anos', 'sem esforço máximo']);
  });

  test('BMI from height in centimetres; 30 or more is obesity, with a beginner kept off impact', () => {
    const person = read({ height: 165, weight: 90 });
    expect(person.bmi).toBe(33.1);
    expect(person.conditions).toEqual([
      { kind: 'obesity', acute: false, label: 'IMC 33 (obesidade)', source: 'anamnese' },
    ]);
    expect(person.limits.map((limit) => limit.kind)).toEqual(['no_impact']);
    expect(read({ height: 180, weight: 75 }).conditions).toEqual([]);
    expect(read({ weight: 75 }).bmi).toBeUndefined();
  });

  test('obesity in a trained, fit student is said but does not forbid impact', () => {
    const person = read({
      height: 170,
      weight: 95,
      hasTrainedBefore: true,
      currentCondition: 'Bom',
      trainingSince: '3 anos',
    });
    expect(person.conditions.map((condition) => condition.kind)).toEqual(['obesity']);
    expect(person.limits).toEqual([]);
  });

  test('level from history, condition and the three fitness answers', () => {
    expect(read({}).level).toBe('iniciante');
    expect(read({ hasTrainedBefore: false, currentCondition: 'Excelente' }).level).toBe('iniciante');
    expect(read({ hasTrainedBefore: true, currentCondition: 'Fraco' }).level).toBe('iniciante');
    expect(read({ hasTrainedBefore: true, currentCondition: 'Regular' }).level).toBe('intermediario');
    expect(read({ hasTrainedBefore: true, currentCondition: 'Bom', trainingSince: '3 meses' }).level).toBe(
      'iniciante',
    );
    expect(read({ hasTrainedBefore: true, currentCondition: 'Bom', trainingSince: 'desde 2020' }).level).toBe(
      'avancado',
    );
    expect(read({ hasTrainedBefore: true, currentCondition: 'Excelente' }).level).toBe('avancado');
    expect(read({ hasTrainedBefore: true, currentCondition: 'Excelente', canRun5min: false }).level).toBe(
      'intermediario',
    );
    expect(
      read({ hasTrainedBefore: true, currentCondition: 'Bom', canRun5min: false, canDoPushups: false }).level,
    ).toBe('iniciante');
  });

  test('goal mapped from the anamnesis answer, health when unknown', () => {
    expect(read({ specificGoal: 'Definição muscular' }).goal).toBe('hypertrophy');
    expect(read({ specificGoal: 'Emagrecimento' }).goal).toBe('fat_loss');
    expect(read({ specificGoal: 'Reabilitação' }).goal).toBe('rehab');
    expect(read({}).goal).toBe('health');
  });

  test('days in week order, whatever order they were ticked', () => {
    expect(read({ availableDays: ['Sexta-feira', 'Segunda-feira'] }).days).toEqual([
      'Segunda-feira',
      'Sexta-feira',
    ]);
  });

  test.each([
    ['1h', 60],
    ['1h30', 90],
    ['40 min', 40],
    ['das 7 às 8', 60],
    ['das 18h às 19h30', 90],
    ['19h-20h30', 90],
    ['meia hora', 30],
    ['uma hora e meia', 90],
    ['2 horas', 120],
    ['45 minutos', 45],
    ['1:30', 90],
    ['18h', 60],
    ['de manhã', 60],
    ['às 6h, 1h de treino', 60],
    ['50min', 50],
  ] as const)('session minutes from "%s" → %i', (said, minutes) => {
    expect(sessionMinutesOf(said)).toBe(minutes);
  });

  test('session minutes are 60 when nothing is said', () => {
    expect(read({}).sessionMinutes).toBe(60);
  });

  test('liked and disliked exercises, folded; a dislike said in passing counts; "nada" is nothing', () => {
    const person = read({
      likedWorkouts: 'Musculação, corrida e Pilates',
      dislikedWorkouts: 'Burpee; abdominal',
      observations: 'odeio polichinelo, adoro bike',
    });
    expect(person.liked).toEqual(['musculacao', 'corrida', 'pilates', 'bike']);
    expect(person.disliked).toEqual(['burpee', 'abdominal', 'polichinelo']);
    expect(read({ likedWorkouts: 'nada', dislikedWorkouts: 'nenhum' })).toMatchObject({
      liked: [],
      disliked: [],
    });
  });

  test('the fitness answers that say no become limits', () => {
    const person = read({ canDoPushups: false, canRun5min: false, canSquat: true });
    expect(person.limits.map((limit) => limit.kind)).toEqual(['no_pushups', 'no_running']);
    expect(person.fitness).toEqual({ canDoPushups: false, canRun5min: false, canSquat: true });
  });

  test('medical clearance from the answer or from the text ("a obstetra liberou")', () => {
    expect(read({ medicalClearance: true }).medicalClearance).toBe(true);
    expect(read({ observations: 'minha obstetra liberou' }).medicalClearance).toBe(true);
    expect(read({ observations: 'o médico ainda não liberou' }).medicalClearance).toBe(false);
    expect(read({}).medicalClearance).toBe(false);
  });

  test('a sport with its days, distance, competition and lifts', () => {
    const person = read({
      observations: 'Powerlifting: campeonato daqui a 16 semanas. Agachamento 220, supino 150, terra 250',
    });
    expect(person.sports).toEqual([
      {
        kind: 'powerlifting',
        label: 'powerlifting',
        gameDays: [],
        competitionInWeeks: 16,
        lifts: { squat: 220, bench: 150, deadlift: 250 },
        source: 'anamnese',
      },
    ]);
    expect(describePerson(person)).toEqual([
      'powerlifting: competição em 16 semanas; agachamento 220 kg, supino 150 kg, terra 250 kg',
    ]);
    expect(read({ observations: 'jogo futebol todo sábado' }).sports[0]!.gameDays).toEqual(['Sábado']);
    expect(read({ observations: 'corro 40 km por semana' }).sports[0]!.weeklyKm).toBe(40);
  });
});

describe("the trainer's corrections", () => {
  const pregnant: AnamnesisAnswers = { healthIssues: 'grávida de 22 semanas' };

  test('removing a condition removes the limits it brought', () => {
    const person = read(pregnant, corrected({ removeConditions: ['pregnancy'] }));
    expect(person.conditions).toEqual([]);
    expect(person.limits).toEqual([]);
  });

  test('adding a condition brings its limits, marked as the personal trainer’s', () => {
    const person = read({}, corrected({ addConditions: ['osteoporosis'] }));
    expect(person.conditions).toEqual([
      { kind: 'osteoporosis', acute: false, label: 'osteoporose/osteopenia', source: 'personal' },
    ]);
    expect(person.limits.map((limit) => limit.kind)).toEqual(['no_impact', 'no_loaded_spinal_flexion']);
  });

  test('limits added and removed, whatever their origin', () => {
    const person = read(pregnant, corrected({ removeLimits: ['no_supine'], addLimits: ['no_overhead'] }));
    const kinds = person.limits.map((limit) => limit.kind);
    expect(kinds).not.toContain('no_supine');
    expect(person.limits.at(-1)).toEqual({
      kind: 'no_overhead',
      label: 'evita braços acima da cabeça',
      source: 'personal',
    });
  });

  test('a sport removed, another added with its game days and competition', () => {
    const person = read(
      { observations: 'jogo futebol todo sábado' },
      corrected({
        removeSports: ['football'],
        addSports: [{ kind: 'running', gameDays: ['Domingo'], competitionInWeeks: 8 }],
      }),
    );
    expect(person.sports).toEqual([
      { kind: 'running', label: 'corrida', gameDays: ['Domingo'], competitionInWeeks: 8, source: 'personal' },
    ]);
    expect(describePerson(person)).toEqual(['corrida: joga domingo; competição em 8 semanas']);
  });

  test('a sport the reader found is completed, not doubled', () => {
    const person = read(
      { observations: 'faço powerlifting' },
      corrected({ addSports: [{ kind: 'powerlifting', competitionInWeeks: 12 }] }),
    );
    expect(person.sports).toHaveLength(1);
    expect(person.sports[0]).toMatchObject({
      kind: 'powerlifting',
      competitionInWeeks: 12,
      source: 'personal',
    });
  });
});

describe('the lines the trainer reads', () => {
  test('the pregnant client of issue 22', () => {
    const person = read({
      age: 31,
      sex: 'Feminino',
      healthIssues: 'Estou grávida de 22 semanas',
      observations:
        'minha obstetra liberou, mas nada de impacto e nada de ficar deitada de barriga para cima',
      canDoPushups: false,
    });
    expect(describePerson(person)).toEqual([
      'gestante de 22 semanas',
      'sem impacto',
      'evita deitar de bruços',
      'nada de cabeça para baixo',
      'sem esforço máximo',
      'evita deitar de costas',
      'não faz flexão de braços',
      'com liberação médica',
    ]);
  });

  test('60 and over, an acute sprain with its side and time', () => {
    const person = read({ age: 64, orthopedicProblems: 'entorse grau 2 no tornozelo direito há 3 semanas' });
    expect(describePerson(person).slice(0, 2)).toEqual([
      '60 anos ou mais',
      'tornozelo direito: entorse grau 2 há 3 semanas',
    ]);
  });

  test('reading a long anamnesis stays under a millisecond', () => {
    const answers: AnamnesisAnswers = {
      age: 58,
      height: 160,
      weight: 80,
      orthopedicProblems: 'condromalácia no joelho direito, tendinite no ombro esquerdo há 2 semanas',
      surgeriesInfo: 'operei o menisco em 2019',
      healthIssues: 'osteoporose, pressão alta, não tenho diabetes',
      controlledMedication: 'losartana',
      observations:
        'tenho medo de cair. Moro em apartamento, nada de pulo. Jogo vôlei todo domingo. Odeio burpee.',
      likedWorkouts: 'musculação, pilates',
      dislikedWorkouts: 'corrida',
      trainingHours: 'das 7 às 8',
    };
    for (let i = 0; i < 50; i += 1) read(answers);
    // The best of several batches: the machine's other work slows a batch, never speeds one up.
    let best = Infinity;
    for (let batch = 0; batch < 10; batch += 1) {
      const start = performance.now();
      for (let i = 0; i < 50; i += 1) read(answers);
      best = Math.min(best, (performance.now() - start) / 50);
    }
    expect(best).toBeLessThan(1);
  });
});
