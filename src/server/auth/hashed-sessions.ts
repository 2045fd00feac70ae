import { createHash } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import type { DBAdapter, Where } from '@better-auth/core/db/adapter';

/**
 * What the sessions table keeps of a session token: its SHA-256, never the token (issue 26 §3,
 * decision 047). A copy of the table (a backup, a read replica, a leaked dump) then names sessions
 * but cannot sign in as anyone: the cookie carries the token, and only its hash is stored. The token
 * is 32 random characters, so a plain hash is enough: there is nothing to guess.
 */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const isSession = (model: string) => model === 'session' || model === 'sessions';

function hashedWhere(where: Where[] | undefined): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const value = clause.value;
    if (typeof value === 'string') return { ...clause, value: sessionTokenHash(value) };
    if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      return { ...clause, value: value.map(sessionTokenHash) };
    return clause;
  });
}

/** The token the caller asked by, when it asked by exactly one: handed back in place of the hash. */
function askedToken(where: Where[] | undefined): string | undefined {
  const clause = where?.find((item) => item.field === 'token' && (item.operator ?? 'eq') === 'eq');
  return typeof clause?.value === 'string' ? clause.value : undefined;
}

function withToken<T>(row: T, token: string | undefined): T {
  return row && token && typeof row === 'object' ? ({ ...row, token } as T) : row;
}

/**
 * better-auth's database adapter with the session token hashed on the way in: writes store the
 * hash, every lookup by token looks up the hash, and a row found by its token (or just created)
 * carries the caller's token again, so better-auth sets and checks cookies as it always has.
 * Rows listed otherwise (a user's sessions) carry the hash, which opens nothing.
 */
export function hashingSessionTokens<O extends BetterAuthOptions>(adapter: DBAdapter<O>): DBAdapter<O> {
  return {
    ...adapter,
    async create<T extends Record<string, unknown>, R = T>(input: {
      model: string;
      data: Omit<T, 'id'>;
      select?: string[];
      forceAllowId?: boolean;
    }) {
      if (!isSession(input.model)) return adapter.create<T, R>(input);
      const token = (input.data as { token?: unknown }).token;
      if (typeof token !== 'string') return adapter.create<T, R>(input);
      const created = await adapter.create<T, R>({
        ...input,
        data: { ...input.data, token: sessionTokenHash(token) } as Omit<T, 'id'>,
      });
      return withToken(created, token);
    },
    async findOne<T>(input: Parameters<DBAdapter<O>['findOne']>[0]) {
      if (!isSession(input.model)) return adapter.findOne<T>(input);
      const found = await adapter.findOne<T>({ ...input, where: hashedWhere(input.where)! });
      return withToken(found, askedToken(input.where));
    },
    async findMany(input) {
      if (!isSession(input.model)) return adapter.findMany(input);
      return adapter.findMany({ ...input, where: hashedWhere(input.where) });
    },
    async count(input) {
      return adapter.count(isSession(input.model) ? { ...input, where: hashedWhere(input.where) } : input);
    },
    async update<T>(input: Parameters<DBAdapter<O>['update']>[0]) {
      if (!isSession(input.model)) return adapter.update<T>(input);
      const updated = await adapter.update<T>({ ...input, where: hashedWhere(input.where)! });
      return withToken(updated, askedToken(input.where));
    },
    async updateMany(input) {
      return adapter.updateMany(isSession(input.model) ? { ...input, where: hashedWhere(input.where)! } : input);
    },
    async delete(input) {
      return adapter.delete(isSession(input.model) ? { ...input, where: hashedWhere(input.where)! } : input);
    },
    async deleteMany(input) {
      return adapter.deleteMany(isSession(input.model) ? { ...input, where: hashedWhere(input.where)! } : input);
    },
    async consumeOne(input) {
      return adapter.consumeOne(isSession(input.model) ? { ...input, where: hashedWhere(input.where)! } : input);
    },
    async incrementOne(input) {
      return adapter.incrementOne(isSession(input.model) ? { ...input, where: hashedWhere(input.where)! } : input);
    },
    transaction: (callback) =>
      adapter.transaction((trx) => callback(hashingSessionTokens(trx as DBAdapter<O>) as typeof trx)),
  };
}
