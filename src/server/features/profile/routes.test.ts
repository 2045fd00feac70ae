import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';

describe('trainer settings', () => {
  test('start with the spec’s prices, save notes, whatsapp and prices, and keep a cleared price cleared', async () => {
    const { app } = await testApp();
    const trainer = await signedInTrainer(app);
    const profile = (await trainer.call('GET', '/api/profile')).json();
    expect(profile.settings.planPrices).toEqual({ '1': 120, '3': 330, '6': 600 });

    const saved = await trainer.call('PUT', '/api/profile/settings', {
      version: profile.version,
      settings: {
        aiStyleNotes: ' Treinos curtos. ',
        whatsapp: '(21) 99876-5432',
        planPrices: { '1': 150.5, '6': 700 },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual({
      aiStyleNotes: 'Treinos curtos.',
      whatsapp: '21998765432',
      planPrices: { '1': 150.5, '6': 700 },
    });
    expect((await trainer.call('GET', '/api/profile')).json()).toEqual(saved.json());
  });

  test('a stale version is refused and bad values get their own message; what the server keeps survives a save', async () => {
    const { app, database } = await testApp();
    const trainer = await signedInTrainer(app);
    await database.db.execute(
      sql`update personals set settings = '{"serverKept":["x"]}' where id = ${trainer.id}`,
    );
    const ok = await trainer.call('PUT', '/api/profile/settings', {
      version: 1,
      settings: { planPrices: {} },
    });
    expect(ok.json()).toMatchObject({ version: 2, settings: { planPrices: {} } });
    const [stored] = (
      await database.db.execute<{ settings: Record<string, unknown> }>(
        sql`select settings from personals where id = ${trainer.id}`,
      )
    ).rows;
    expect(stored!.settings.serverKept).toEqual(['x']);

    const stale = await trainer.call('PUT', '/api/profile/settings', {
      version: 1,
      settings: { planPrices: {} },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('SETTINGS_CHANGED');

    const bad = await trainer.call('PUT', '/api/profile/settings', {
      version: 2,
      settings: { planPrices: { '1': -5 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe um preço válido, por exemplo 120,00.');
    const learned = await trainer.call('PUT', '/api/profile/settings', {
      version: 2,
      settings: { planPrices: {}, aiLearnedPreferences: ['injetado'] },
    });
    expect(learned.statusCode).toBe(400);
  });
});
