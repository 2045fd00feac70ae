/*
 * Built to /early.js (scripts/standalone-scripts.ts) and loaded `async` by index.html: the first
 * screen's GETs leave as soon as the HTML is read, a second or more before the app's own code has
 * downloaded and started on a slow phone (docs/bench.md, web vitals). A separate file because the CSP
 * allows 'self' scripts, never inline ones. A signed-in student's home page already holds its first
 * answers and comes rendered (src/server/http/first-screen.ts): nothing to ask for then, and /early.js,
 * last on that page, adds the app's code once the home has been painted.
 */
import { loadCodeAfterPaint } from './lib/code-after-paint.ts';
import { earlyPaths } from './lib/early-paths.ts';
import {
  EARLY_GLOBAL,
  hasFirstData,
  isStudentHome,
  signedInHere,
  startGet,
  takeFirstData,
  type EarlyRequest,
} from './lib/early-start.ts';

const page = globalThis as Record<string, unknown>;
if (hasFirstData()) {
  // The app may have taken them already (it started first): then there is nothing left to do.
  const first = takeFirstData();
  if (first) page[EARLY_GLOBAL] = first;
} else {
  const signedIn = signedInHere();
  const early: Record<string, EarlyRequest> = {};
  for (const path of earlyPaths(location, signedIn, new Date())) early[path] = startGet(path);
  page[EARLY_GLOBAL] = early;

  if (signedIn && isStudentHome(location.pathname)) {
    // The student page's code, fetched now beside the entry rather than after it has run
    // (scripts/student-preload.ts lists it in a meta tag).
    const modules = document.querySelector<HTMLMetaElement>('meta[name="rumofit:student-modules"]');
    for (const href of modules?.content.split(' ') ?? []) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

// On the home the server rendered (and the page the service worker keeps of it), the app's code comes
// once the page has been painted.
loadCodeAfterPaint(document.currentScript);
