import { describe, expect, test } from 'vitest';
import { connect } from '#server/db/client.ts';
import { testDb } from '#server/testing/test-db.ts';
import { registerPersonal, testApp } from '#server/testing/test-app.ts';
import { createAiRepo } from './repo.ts';

// A trainer's remote AI calls in flight are counted in the database (issue 26 §1): two instances,
// each with its own pool, share the same slots.
describe("a trainer's AI calls in flight, across instances", () => {
  test('a slot held by one instance is busy for the other until given back or its lease lapses', async () => {
    const database = await testDb();
    const { app } = await testApp({ database });
    const { res } = await registerPersonal(app);
    const personalId = res.json().user.id as string;
    const other = connect(database.url, { max: 2 });
    try {
      const first = createAiRepo(database.db);
      const second = createAiRepo(other.db);
      expect(await first.claimSlot(personalId, 1, 'a', 60_000)).toBe(true);
      expect(await second.claimSlot(personalId, 1, 'b', 60_000)).toBe(false);
      // Two slots: the second instance takes the other one, and a third call is busy.
      expect(await second.claimSlot(personalId, 2, 'b', 60_000)).toBe(true);
      expect(await first.claimSlot(personalId, 2, 'c', 60_000)).toBe(false);
      // Given back by another token, nothing happens; by its own, the slot is free.
      await second.releaseSlot(personalId, 'zzz');
      expect(await first.claimSlot(personalId, 2, 'c', 60_000)).toBe(false);
      await second.releaseSlot(personalId, 'b');
      expect(await first.claimSlot(personalId, 2, 'c', 60_000)).toBe(true);
      // A killed instance never gives its slot back: once the lease has lapsed, it is taken.
      await first.releaseSlot(personalId, 'a');
      await first.releaseSlot(personalId, 'c');
      expect(await first.claimSlot(personalId, 1, 'lapsed', -1_000)).toBe(true);
      expect(await second.claimSlot(personalId, 1, 'd', 60_000)).toBe(true);
      expect(await first.claimSlot(personalId, 1, 'e', 60_000)).toBe(false);
    } finally {
      await other.close();
      await app.close();
    }
  });
});
