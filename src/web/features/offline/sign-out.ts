import { outbox } from '#web/lib/outbox/instance.ts';
import { forgetDevice } from '#web/lib/outbox/snapshots.ts';

export interface Unsent {
  /** Logged sets still waiting. */
  sets: number;
  /** Every write still waiting (sets, progress, finish, feedback, reset). */
  total: number;
}

const FLUSH_TIMEOUT_MS = 8_000;

/** Tries to send the student's pending writes before signing out; what is still waiting after it. */
export async function sendBeforeSignOut(userId: string): Promise<Unsent> {
  outbox.setUser(userId);
  await outbox.refresh();
  if (outbox.getState().ops.length > 0) {
    await Promise.race([outbox.flush(), new Promise((resolve) => setTimeout(resolve, FLUSH_TIMEOUT_MS))]);
  }
  const { ops } = outbox.getState();
  return { sets: ops.filter((op) => op.kind === 'set').length, total: ops.length };
}

/** Nothing of this student stays on the device: pending writes, kept answers, who was signed in. */
export async function clearDevice(userId: string): Promise<void> {
  await outbox.clear(userId);
  outbox.setUser(null);
  await forgetDevice(userId);
}
