import { EARLY_GLOBAL, takeFirstData, type EarlyRequest } from './early-start.ts';

/**
 * The first screen's GETs, started by /early.js (src/web/early.ts) as soon as the HTML was read, so
 * their answers travel while the app's code downloads and starts instead of after it. Each answer is
 * handed once to the first `api()` GET of the same path, if still fresh; any write (sign-in, sign-out,
 * a set) drops whatever was not taken.
 */
const early = new Map<string, EarlyRequest>();
const FRESH_MS = 15_000;

/**
 * Takes over what early.js left on the page, the first time the app asks; or the answers the server
 * wrote into the page, when the app starts before early.js has run.
 */
function adopt(): void {
  const page = globalThis as Record<string, unknown>;
  const fromPage = page[EARLY_GLOBAL] ?? (typeof document === 'undefined' ? null : takeFirstData());
  if (!fromPage || typeof fromPage !== 'object') return;
  page[EARLY_GLOBAL] = undefined;
  for (const [path, hit] of Object.entries(fromPage as Record<string, EarlyRequest>))
    if (hit?.response instanceof Promise && typeof hit.at === 'number') early.set(path, hit);
}

export function takeEarly(path: string): Promise<Response> | undefined {
  adopt();
  const hit = early.get(path);
  early.delete(path);
  return hit && Date.now() - hit.at < FRESH_MS ? hit.response : undefined;
}

export function dropEarly(): void {
  adopt();
  early.clear();
}
