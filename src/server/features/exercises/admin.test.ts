import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { traitsOf } from '#shared/domain/exercises/traits-of.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';

const exercise = (id: string, name = `Exercício ${id}`) => ({
  id,
  name,
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
  gifUrl: null,
  tutorial: '1. Em pé.\n2. Suba.',
  equipment: 'halteres',
  muscleGroups: { primary: ['Ombros'], secondary: ['Tríceps'] },
  difficulty: 'intermediario',
  contraindications: ['lesão no ombro'],
});

/** The first personal of a fresh app is the admin; the second is an ordinary trainer. */
async function platform() {
  const { app, database } = await testApp();
  const admin = await signedInTrainer(app, 'Admin Geral');
  const trainer = await signedInTrainer(app, 'Bruno Personal');
  return { app, database, admin, trainer };
}

describe("the admin's exercise database", () => {
  test('adds an exercise the trainers then find; a taken id and a missing name are refused with the spec messages', async () => {
    const { admin, trainer } = await platform();
    const added = await admin.call(
      'POST',
      '/api/admin/exercises',
      exercise('remada-alta-rumo-kettlebell', 'Remada Alta Rumo no Kettlebell'),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().name).toBe('Remada Alta Rumo no Kettlebell');
    const found = await trainer.call('GET', '/api/exercises?q=rumo');
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([
      'remada-alta-rumo-kettlebell',
    ]);

    const again = await admin.call('POST', '/api/admin/exercises', exercise('remada-alta-rumo-kettlebell'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Exercício com ID "remada-alta-rumo-kettlebell" já existe.');
    const seeded = await admin.call('POST', '/api/admin/exercises', exercise('supino-reto-barra'));
    expect(seeded.json().error.message).toBe('Exercício com ID "supino-reto-barra" já existe.');

    const nameless = await admin.call('POST', '/api/admin/exercises', {
      ...exercise('sem-nome'),
      name: '  ',
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.message).toBe('ID e Nome do exercício são obrigatórios.');
    const badVideo = await admin.call('POST', '/api/admin/exercises', {
      ...exercise('video-ruim'),
      videoUrl: 'https://vimeo.com/123',
    });
    expect(badVideo.statusCode).toBe(400);
    expect(badVideo.json().error.fields.videoUrl).toMatch(/Não conseguimos ler o vídeo/);
  });

  test('edits an exercise (never its id), which the seed then leaves alone', async () => {
    const { database, admin } = await platform();
    const { id: _id, ...fields } = exercise('supino-reto-barra', 'Supino Reto (Barra Olímpica)');
    const edit = {
      ...fields,
      traits: traitsOf('m', 'empurrar_horizontal', 'deitado_costas', { mainLift: true }),
    };
    const res = await admin.call('PUT', '/api/admin/exercises/supino-reto-barra', edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'supino-reto-barra', name: 'Supino Reto (Barra Olímpica)' });
    const { rows } = await database.pool.query(
      "select admin_edited_at is not null as mine from exercises where id = 'supino-reto-barra'",
    );
    expect(rows[0].mine).toBe(true);
    const missing = await admin.call('PUT', '/api/admin/exercises/nao-existe', edit);
    expect(missing.statusCode).toBe(404);
    const withId = await admin.call('PUT', '/api/admin/exercises/supino-reto-barra', {
      ...edit,
      id: 'outro',
    });
    expect(withId.statusCode).toBe(400);
  });

  test('a batch is all or nothing: a taken or repeated id adds none and is named; a good batch adds all', async () => {
    const { database, admin } = await platform();
    const count = async () =>
      Number((await database.pool.query('select count(*) from exercises')).rows[0].count);
    const before = await count();
    const refused = await admin.call('POST', '/api/admin/exercises/batch', {
      exercises: [
        exercise('lote-um'),
        exercise('supino-reto-barra'),
        exercise('lote-dois'),
        exercise('lote-dois'),
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Estes IDs já existem ou se repetem no lote: lote-dois, supino-reto-barra. Nenhum exercício foi adicionado.',
    );
    expect(await count()).toBe(before);
    const invalid = await admin.call('POST', '/api/admin/exercises/batch', {
      exercises: [exercise('lote-tres'), { ...exercise('lote-quatro'), equipment: 'trator' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(await count()).toBe(before);
    const added = await admin.call('POST', '/api/admin/exercises/batch', {
      exercises: [exercise('lote-um'), exercise('lote-dois')],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ added: 2 });
    expect(await count()).toBe(before + 2);
  });

  test("'Copiar Nomes' copies every name the filter finds", async () => {
    const { admin } = await platform();
    const res = await admin.call('GET', '/api/admin/exercises/names?q=supino&equipment=barra');
    expect(res.statusCode).toBe(200);
    const { names } = res.json() as { names: string[] };
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name.toLowerCase()).toContain('supino');
  });

  test("'Gerar com IA' drafts a new exercise with the local coach, and reuses one that exists", async () => {
    const { admin } = await platform();
    const fresh = await admin.call('POST', '/api/admin/exercises/generate', {
      name: 'Remada Unilateral com Halteres no Banco',
    });
    expect(fresh.statusCode).toBe(200);
    const { exercise: draft, existing } = fresh.json();
    expect(existing).toBe(false);
    expect(draft.id).toBe('remada-unilateral-halteres-banco');
    expect(draft.equipment).toBe('halteres');
    expect(draft.muscleGroups.primary).toContain('Costas');
    expect(draft.tutorial.split('\n').length).toBeGreaterThanOrEqual(4);
    const known = await admin.call('POST', '/api/admin/exercises/generate', {
      name: 'supino reto com barra',
    });
    expect(known.json()).toMatchObject({ existing: true, exercise: { id: 'supino-reto-barra' } });
    // Another name whose id is taken ('supino-reto-barra'): the exercise with that id is reused.
    const sameId = await admin.call('POST', '/api/admin/exercises/generate', {
      name: 'Supino Reto na Barra',
    });
    expect(sameId.json()).toMatchObject({ existing: true, exercise: { id: 'supino-reto-barra' } });
  });

  test('a trainer and a student get 403, nobody signed in 401', async () => {
    const { app, trainer } = await platform();
    for (const [method, url, body] of [
      ['GET', '/api/admin/exercises', undefined],
      ['POST', '/api/admin/exercises', exercise('de-um-personal')],
      ['POST', '/api/admin/exercises/batch', { exercises: [exercise('de-um-personal')] }],
      ['POST', '/api/admin/exercises/generate', { name: 'Agachamento' }],
    ] as const) {
      expect((await trainer.call(method, url, body)).statusCode, url).toBe(403);
      expect((await app.inject({ method, url, payload: body as object })).statusCode, url).toBe(401);
    }
  });
});
