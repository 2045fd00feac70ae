import { randomUUID } from 'node:crypto';
import type { Clock } from '#server/clock.ts';
import { keyHint, openKey, sealKey } from '#server/ai/keys/key-crypto.ts';
import type { AiKey, AiKeys, KeyCheck } from '#shared/contracts/ai.ts';
import type { AiKeyStatus, AiRepo } from './repo.ts';

/** What a check's answer says of the key: used from now on, set aside, or nothing learned. */
const STATUS_AFTER: Record<KeyCheck['result'], AiKeyStatus | null> = {
  valid: 'valid',
  // Over its quota, the key still authenticated: it is used, and rotation skips it while it is full.
  quota: 'valid',
  invalid: 'invalid',
  unreachable: null,
  unknown: null,
};

/**
 * The admin's shared Gemini keys ('Chaves de API'): sealed with AES-GCM under the app secret, listed
 * only by their last four characters, checked with the spec's 'test' call. A key is used only once a
 * check said it works, and is set aside as soon as the provider refuses it (issue 23 item 2).
 */
export function createAiKeysService(deps: {
  repo: AiRepo;
  secret: string;
  clock: Clock;
  check: (key: string) => Promise<KeyCheck['result']>;
  provider: () => Promise<AiKeys['provider']>;
  log: { warn: (data: object, message: string) => void };
}) {
  const { repo, secret, clock, check, provider, log } = deps;
  // Every AI call asks whether a usable key exists: this instance remembers the answer for a few
  // seconds, and forgets it at once when a key here is added, removed, checked or refused (another
  // instance learns within the TTL).
  const HAS_KEYS_TTL_MS = 5_000;
  let hasKeysCache: { until: number; value: Promise<boolean> } | null = null;
  const forgetHasKeys = () => (hasKeysCache = null);
  const shown = (row: { id: string; hint: string; createdAt: Date; status: AiKeyStatus }): AiKey => ({
    id: row.id,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  });
  const opened = (row: { id: string; sealed: string }): string | null => {
    try {
      return openKey(row.sealed, secret);
    } catch {
      log.warn(
        { event: 'ai_key_unreadable', keyId: row.id },
        'an AI key could not be opened with this secret',
      );
      return null;
    }
  };

  return {
    async list(): Promise<AiKeys> {
      return { keys: (await repo.listKeys()).map(shown), provider: await provider() };
    },

    /** Stored as 'pending': not used until a check says it works. */
    async add(key: string): Promise<AiKey> {
      const row = {
        id: randomUUID(),
        sealed: sealKey(key, secret),
        hint: keyHint(key),
        createdAt: clock.now(),
        status: 'pending' as const,
      };
      await repo.addKey(row);
      forgetHasKeys();
      return shown(row);
    },

    async remove(id: string): Promise<boolean> {
      const removed = await repo.removeKey(id);
      forgetHasKeys();
      return removed;
    },

    /** Whether a usable (validated) key is stored: the gateway's choice of provider, cached briefly. */
    hasValidKeys(): Promise<boolean> {
      const now = clock.now().getTime();
      if (!hasKeysCache || hasKeysCache.until < now) {
        const value = repo.hasValidKeys();
        hasKeysCache = { until: now + HAS_KEYS_TTL_MS, value };
        value.catch(forgetHasKeys);
      }
      return hasKeysCache.value;
    },

    /** The validated keys in the order they rotate; one that cannot be opened (another secret) is skipped. */
    async plainKeys(): Promise<string[]> {
      const keys: string[] = [];
      for (const row of await repo.listKeys()) {
        if (row.status !== 'valid') continue;
        const plain = opened(row);
        if (plain !== null) keys.push(plain);
      }
      return keys;
    },

    /** The provider refused this key on a call: it is set aside until a check says it works again. */
    async markInvalid(plain: string): Promise<void> {
      for (const row of await repo.listKeys()) {
        if (row.status !== 'valid' || opened(row) !== plain) continue;
        await repo.setKeyStatus(row.id, 'invalid', clock.now(), 'valid');
        log.warn({ event: 'ai_key_refused', keyId: row.id }, 'the AI provider refused a key: set aside');
      }
      forgetHasKeys();
    },

    /** The spec's 'test' call with one key; its answer decides whether the key is used. */
    async check(id: string): Promise<KeyCheck | null> {
      const row = (await repo.listKeys()).find((candidate) => candidate.id === id);
      if (!row) return null;
      const plain = opened(row);
      if (plain === null) return { hint: row.hint, result: 'unknown' };
      const result = await check(plain);
      const status = STATUS_AFTER[result];
      if (status) {
        await repo.setKeyStatus(row.id, status, clock.now());
        forgetHasKeys();
      }
      return { hint: row.hint, result };
    },
  };
}

export type AiKeysService = ReturnType<typeof createAiKeysService>;
