import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { exercises } from '#server/db/schema.ts';
import { seedExercises } from '#server/db/seed-exercises.ts';
import { EXERCISE_CATALOG } from '#server/db/seed/exercise-catalog.ts';
import { registerPersonal, testApp } from '#server/testing/test-app.ts';
import { MUSCLE_GROUPS } from '#shared/contracts/exercises.ts';
import { KEY_LIFTS } from '#shared/domain/exercises/key-lifts.ts';

async function signedIn() {
  const ctx = await testApp();
  const { cookie } = await registerPersonal(ctx.app);
  const get = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/exercises${query}`, headers: { cookie } });
  return { ...ctx, get };
}

describe('GET /api/exercises', () => {
  test('needs a session', async () => {
    const { app } = await testApp();
    expect((await app.inject({ method: 'GET', url: '/api/exercises' })).statusCode).toBe(401);
  });

  test('pages through the whole seeded database', async () => {
    const { get } = await signedIn();
    const first = (await get('?pageSize=50')).json();
    expect(first.total).toBe(EXERCISE_CATALOG.length);
    expect(first.items).toHaveLength(50);
    expect(first.pageCount).toBe(Math.ceil(EXERCISE_CATALOG.length / 50));
    const last = (await get(`?pageSize=50&page=${first.pageCount}`)).json();
    expect(last.items.length).toBe(EXERCISE_CATALOG.length - 50 * (first.pageCount - 1));
  });

  test('finds by name without accents or case', async () => {
    const { get } = await signedIn();
    const body = (await get('?q=SUPINO%20reto')).json();
    expect(body.items.map((e: { id: string }) => e.id)).toContain(KEY_LIFTS.benchPress);
    const accented = (await get('?q=elevacao')).json();
    expect(accented.total).toBeGreaterThan(0);
    for (const item of accented.items) expect(item.name.toLowerCase()).toMatch(/elevação/);
    const literal = (await get('?q=%25')).json();
    expect(literal.total).toBe(0); // a typed % is a character, not a wildcard
  });

  test('the cooldown’s picker finds stretches for the whole body and mobility drills', async () => {
    const { get } = await signedIn();
    const stretches = (await get('?q=alongamento&pageSize=100')).json();
    const groups = new Set(
      stretches.items.flatMap((e: { muscleGroups: { primary: string[] } }) => e.muscleGroups.primary),
    );
    // Every group a muscle can be stretched for: all but the core work and the cardio.
    const stretchable = MUSCLE_GROUPS.filter((group) => group !== 'Core' && group !== 'Cardio');
    expect(stretchable).toHaveLength(10);
    for (const group of stretchable) expect(groups, group).toContain(group);
    for (const item of stretches.items) expect(item.tutorial).toMatch(/^1\. /);
    expect((await get('?q=mobilidade')).json().total).toBeGreaterThanOrEqual(3);
  });

  test('filters by muscle group and equipment', async () => {
    const { get } = await signedIn();
    const chest = (
      await get(`?muscleGroup=${encodeURIComponent('Peito')}&equipment=barra&pageSize=100`)
    ).json();
    expect(chest.total).toBeGreaterThan(0);
    for (const item of chest.items) {
      expect(item.equipment).toBe('barra');
      expect([...item.muscleGroups.primary, ...item.muscleGroups.secondary]).toContain('Peito');
    }
    expect(chest.items[0].muscleGroups.primary).toContain('Peito');
    const bad = await get('?equipment=trator');
    expect(bad.statusCode).toBe(400);
  });
});

describe('seeding', () => {
  test('is idempotent and never overwrites an exercise an admin edited', async () => {
    const { database } = await testApp();
    const { db } = database;
    await db
      .update(exercises)
      .set({ name: 'Supino do Admin', adminEditedAt: new Date() })
      .where(eq(exercises.id, KEY_LIFTS.benchPress));
    await db.update(exercises).set({ name: 'nome antigo' }).where(eq(exercises.id, KEY_LIFTS.backSquat));

    await seedExercises(db);
    await seedExercises(db);

    const [total] = await db.select({ n: count() }).from(exercises);
    expect(total!.n).toBe(EXERCISE_CATALOG.length);
    const [bench] = await db
      .select({ name: exercises.name })
      .from(exercises)
      .where(eq(exercises.id, KEY_LIFTS.benchPress));
    expect(bench!.name).toBe('Supino do Admin');
    const [squat] = await db
      .select({ name: exercises.name })
      .from(exercises)
      .where(eq(exercises.id, KEY_LIFTS.backSquat));
    expect(squat!.name).toBe(EXERCISE_CATALOG.find((e) => e.id === KEY_LIFTS.backSquat)!.name);
  });
});
