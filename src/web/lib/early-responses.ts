/**
 * GETs started before React renders (app/early-fetch.ts), so the first screen's data travels while
 * the code starts up instead of after it. Each answer is handed once to the first `api()` GET of the
 * same path, if still fresh; any write (sign-in, sign-out, a set) drops whatever was not taken.
 */
type Early = { response: Promise<Response>; at: number };
const early = new Map<string, Early>();
const FRESH_MS = 15_000;

// Started even earlier by public/early.js, before the app's code arrived (when that file ran).
const fromPage = (globalThis as { __rumofitEarly?: unknown }).__rumofitEarly;
if (fromPage && typeof fromPage === 'object') {
  for (const [path, hit] of Object.entries(fromPage as Record<string, Early>))
    if (hit?.response instanceof Promise && typeof hit.at === 'number') early.set(path, hit);
  (globalThis as { __rumofitEarly?: unknown }).__rumofitEarly = undefined;
}

/** Starts a GET of each path that public/early.js did not already start. */
export function startEarly(paths: string[]): void {
  for (const path of paths) {
    if (early.has(path)) continue;
    const response = fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    response.catch(() => undefined); // a failure reaches whoever takes it; unclaimed, it is nobody's
    early.set(path, { response, at: Date.now() });
  }
}

export function takeEarly(path: string): Promise<Response> | undefined {
  const hit = early.get(path);
  early.delete(path);
  return hit && Date.now() - hit.at < FRESH_MS ? hit.response : undefined;
}

export function dropEarly(): void {
  early.clear();
}
