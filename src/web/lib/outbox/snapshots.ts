import type { SessionUser } from '#shared/contracts/account.ts';
import type { ResponseOf, RouteKey } from '#shared/contracts/routes.ts';
import { ApiError, requestOf, send, type InputArgs, type RequestInput } from '#web/lib/api-client.ts';
import { kvDeletePrefix, kvGet, kvSet } from './kv.ts';

/**
 * The last server answers a student's screens need, kept on the device so a reload with no
 * connection still shows the plan and the day. Training data only: the anamnesis never comes through
 * here (LGPD Art. 11 — health answers stay on the server), and neither does anything of a trainer.
 */
const SESSION_KEY = 'session';
const snapPrefix = (userId: string) => `snap:${userId}:`;

/** The signed-in student whose answers are kept; null for everyone else. */
let owner: string | null = null;

export type StudentSnapshot = Pick<SessionUser, 'id' | 'name' | 'role'>;

/** Keeps who is signed in (id, name and role, nothing else) when it is a student. */
export async function rememberSession(user: SessionUser | null): Promise<void> {
  if (user?.role !== 'student') {
    const known = owner;
    owner = null;
    const previous = known ?? (await kvGet<StudentSnapshot | null>(SESSION_KEY))?.id;
    await kvSet(SESSION_KEY, null);
    // A session the server ended takes its copies with it; pending writes stay in the outbox.
    if (previous) await kvDeletePrefix(snapPrefix(previous));
    return;
  }
  owner = user.id;
  const snapshot: StudentSnapshot = { id: user.id, name: user.name, role: user.role };
  await kvSet(SESSION_KEY, snapshot);
}

/** The student last signed in on this device, for a reload with no connection. */
export async function lastSession(): Promise<StudentSnapshot | null> {
  const snapshot = (await kvGet<StudentSnapshot | null>(SESSION_KEY)) ?? null;
  if (snapshot) owner = snapshot.id;
  return snapshot;
}

/** Whether an API failure means "the server could not be reached" rather than an answer. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function saveSnapshot(path: string, data: unknown): void {
  if (owner) void kvSet(`${snapPrefix(owner)}${path}`, data);
}

/** Changes the kept answer for `path`, if there is one; resolves once it is written. */
export async function updateSnapshot<T>(path: string, change: (kept: T) => T): Promise<void> {
  if (!owner) return;
  const key = `${snapPrefix(owner)}${path}`;
  const kept = await kvGet<T>(key);
  if (kept !== undefined) await kvSet(key, change(kept));
}

/** Where a date's day (`GET /api/me/workouts/:date`) is kept on the device: its path. */
export const keptDayPath = (date: string) =>
  requestOf('GET /api/me/workouts/:date', { params: { date } }).path;

/**
 * `api(route, input)` for a GET, keeping the answer on the device under its path; when the server
 * cannot be reached, the kept answer (passed through `kept`, for what has aged since) or `fallback()`
 * when there is none, instead of the error.
 */
export async function cachedGet<K extends Extract<RouteKey, `GET ${string}`>>(
  route: K,
  input: RequestInput<K>,
  options: { kept?: (data: ResponseOf<K>) => ResponseOf<K>; fallback?: () => ResponseOf<K> } = {},
): Promise<ResponseOf<K>> {
  const request = requestOf(route, ...([input] as InputArgs<K>));
  const { path } = request;
  const userId = owner;
  try {
    const data = (await send(request)) as ResponseOf<K>;
    if (userId && userId === owner) void kvSet(`${snapPrefix(userId)}${path}`, data);
    return data;
  } catch (error) {
    if (!userId || !isUnreachable(error)) throw error;
    const kept = await kvGet<ResponseOf<K>>(`${snapPrefix(userId)}${path}`);
    if (kept !== undefined) return options.kept ? options.kept(kept) : kept;
    if (options.fallback) return options.fallback();
    throw error;
  }
}

/** Forgets everything this device kept for `userId` and who was signed in. */
export async function forgetDevice(userId: string | null): Promise<void> {
  owner = null;
  await kvSet(SESSION_KEY, null);
  if (userId) await kvDeletePrefix(snapPrefix(userId));
}
