import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { exercises } from '#server/db/schema.ts';
import { seedExercises } from '#server/db/seed-exercises.ts';
import { EXERCISE_CATALOG } from '#server/db/seed/exercise-catalog.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import {
  BALANCE_DEMANDS,
  BODY_POSITIONS,
  IMPACTS,
  MOVEMENT_PATTERNS,
  NAME_GENDERS,
  type ExerciseTraits,
} from '#shared/contracts/exercises.ts';
import { traitsOf } from '#shared/domain/exercises/traits-of.ts';
import { COACH_CATALOG } from '#server/ai/testing/coach-catalog.ts';
import { createExercisesRepo } from './repo.ts';

const INVALID = 'Alguns dados estão inválidos. Confira os campos e tente novamente.';

const exercise = (id: string, name: string, traits?: ExerciseTraits) => ({
  id,
  name,
  videoUrl: null,
  gifUrl: null,
  tutorial: '1. Em pé.\n2. Suba.\n3. Desça.',
  equipment: 'peso corporal',
  muscleGroups: { primary: ['Cardio'], secondary: [] },
  difficulty: 'iniciante',
  contraindications: [],
  ...(traits ? { traits } : {}),
});

async function platform() {
  const { app, database } = await testApp();
  const admin = await signedInTrainer(app, 'Admin Geral');
  const traitsIn = async (ids: string[]) =>
    Object.fromEntries(
      (
        await database.db
          .select({ id: exercises.id, traits: exercises.traits })
          .from(exercises)
          .where(inArray(exercises.id, ids))
      ).map((row) => [row.id, row.traits]),
    );
  return { app, database, admin, traitsIn };
}

const seated = traitsOf('f', 'cardio', 'sentado');

describe('traits through the admin API (decision 031)', () => {
  test('an exercise keeps the traits the admin gave; without them, they are read from its name', async () => {
    const { admin, traitsIn } = await platform();
    const given = await admin.call(
      'POST',
      '/api/admin/exercises',
      exercise('remo-sentado-rumo', 'Remada no Remo Rumo', seated),
    );
    expect(given.statusCode).toBe(201);
    expect(given.json().traits).toEqual(seated);
    const inferred = await admin.call(
      'POST',
      '/api/admin/exercises',
      exercise('salto-lateral-rumo', 'Salto Lateral Rumo'),
    );
    expect(inferred.statusCode).toBe(201);
    expect(inferred.json().traits).toMatchObject({
      impact: 'alto',
      position: 'em_pe',
      mainLift: false,
      gender: 'm',
    });
    expect(await traitsIn(['remo-sentado-rumo', 'salto-lateral-rumo'])).toEqual({
      'remo-sentado-rumo': seated,
      'salto-lateral-rumo': inferred.json().traits,
    });
    const listed = await admin.call('GET', '/api/admin/exercises?q=rumo');
    expect(listed.json().items.map((item: { traits: ExerciseTraits }) => item.traits)).toEqual(
      expect.arrayContaining([seated]),
    );
  });

  test('an edit replaces the traits; the seed then leaves them alone', async () => {
    const { admin, database, traitsIn } = await platform();
    const mine = traitsOf('m', 'cardio', 'em_pe', { impact: 'baixo' });
    const { id: _id, ...edit } = exercise('polichinelo', 'Polichinelo Adaptado', mine);
    const res = await admin.call('PUT', '/api/admin/exercises/polichinelo', edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().traits).toEqual(mine);
    await seedExercises(database.db);
    expect(await traitsIn(['polichinelo'])).toEqual({ polichinelo: mine });
    const { traits: _traits, ...withoutTraits } = edit;
    const refused = await admin.call('PUT', '/api/admin/exercises/polichinelo', withoutTraits);
    expect(refused.statusCode).toBe(400);
  });

  test('a batch takes traits where given and reads them where left out', async () => {
    const { admin, traitsIn } = await platform();
    const res = await admin.call('POST', '/api/admin/exercises/batch', {
      exercises: [
        exercise('lote-bike-rumo', 'Bike Rumo', seated),
        exercise('lote-abdominal-rumo', 'Abdominal Rumo no Solo'),
      ],
    });
    expect(res.statusCode).toBe(201);
    const stored = await traitsIn(['lote-bike-rumo', 'lote-abdominal-rumo']);
    expect(stored['lote-bike-rumo']).toEqual(seated);
    expect(stored['lote-abdominal-rumo']).toMatchObject({
      pattern: 'flexao_rotacao_tronco',
      spinalFlexion: true,
      floor: true,
    });
  });

  test.each([
    ['an impact out of the list', { ...seated, impact: 'medio' }, 'traits.impact'],
    ['a missing trait', { ...seated, floor: undefined }, 'traits.floor'],
    ['an unknown trait', { ...seated, heavy: true }, 'traits'],
  ])('%s is refused with a pt-BR message and nothing is added', async (_label, traits, field) => {
    const { admin, traitsIn } = await platform();
    const one = await admin.call('POST', '/api/admin/exercises', {
      ...exercise('ruim-rumo', 'Ruim Rumo'),
      traits,
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().error.message).toBe(INVALID);
    expect(Object.keys(one.json().error.fields ?? {}).join(' ')).toContain(field);
    const batch = await admin.call('POST', '/api/admin/exercises/batch', {
      exercises: [
        exercise('lote-ok-rumo', 'Ok Rumo'),
        { ...exercise('lote-ruim-rumo', 'Ruim Rumo'), traits },
      ],
    });
    expect(batch.statusCode).toBe(400);
    expect(await traitsIn(['ruim-rumo', 'lote-ok-rumo', 'lote-ruim-rumo'])).toEqual({});
  });

  test('the OpenAPI document shows the traits and their lists', async () => {
    const { app } = await platform();
    const doc = JSON.stringify((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    for (const word of ['spinalFlexion', 'axialLoad', 'cabeca_para_baixo', 'dobradica_quadril', 'mainLift'])
      expect(doc).toContain(word);
  });
});

describe('exercises.traits in the database', () => {
  test("the coach's catalogue carries every exercise's traits, as the seed wrote them", async () => {
    const { database } = await platform();
    const loaded = await createExercisesRepo(database.db).coachCatalog();
    const expected = [...COACH_CATALOG].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(loaded.map((e) => [e.id, e.traits])).toEqual(expected.map((e) => [e.id, e.traits]));
  });

  test('the CHECK takes every value of the lists and refuses anything else', async () => {
    const { database } = await platform();
    const { db } = database;
    const set = (traits: unknown) =>
      db
        .update(exercises)
        .set({ traits: traits as ExerciseTraits })
        .where(eq(exercises.id, 'polichinelo'));
    const base = traitsOf('m', 'cardio', 'em_pe');
    for (const pattern of MOVEMENT_PATTERNS) await set({ ...base, pattern });
    for (const position of BODY_POSITIONS) await set({ ...base, position });
    for (const impact of IMPACTS) await set({ ...base, impact });
    for (const balance of BALANCE_DEMANDS) await set({ ...base, balance });
    for (const gender of NAME_GENDERS) await set({ ...base, gender });
    for (const bad of [
      { ...base, impact: 'medio' },
      { ...base, floor: 'sim' },
      { ...base, extra: 1 },
      { pattern: 'cardio' },
      ['cardio'],
    ])
      await expect(set(bad), JSON.stringify(bad)).rejects.toThrow();
  });

  test("the seed judges an admin's row from before traits once, and refreshes the rows it owns", async () => {
    const { database, traitsIn } = await platform();
    const { db } = database;
    await db
      .update(exercises)
      .set({ traits: null, adminEditedAt: new Date() })
      .where(eq(exercises.id, 'abdominal-supra'));
    await db.insert(exercises).values({
      id: 'pulo-do-admin',
      name: 'Pulo Lateral do Admin',
      equipment: 'peso corporal',
      difficulty: 'iniciante',
      musclePrimary: ['Cardio'],
      adminEditedAt: new Date(),
    });
    await db.update(exercises).set({ traits: seated }).where(eq(exercises.id, 'ponte-gluteo'));

    await seedExercises(db);

    const byId = (id: string) => EXERCISE_CATALOG.find((e) => e.id === id)!.traits;
    const stored = await traitsIn(['abdominal-supra', 'pulo-do-admin', 'ponte-gluteo']);
    expect(stored['abdominal-supra']).toEqual(byId('abdominal-supra'));
    expect(stored['ponte-gluteo']).toEqual(byId('ponte-gluteo'));
    expect(stored['pulo-do-admin']).toMatchObject({ impact: 'alto', pattern: 'cardio', gender: 'm' });
  });
});
