/**
 * The first data the server writes into the student's home page (src/server/http/first-screen.ts),
 * read by the page before it asks for anything (src/web/lib/early-start.ts): each path's answer as
 * the route gave it, keyed by the path the app's `api()` will ask for.
 */
export const FIRST_DATA_ID = 'rumofit-first-data';

export type FirstData = Record<string, { status: number; body: string }>;

/**
 * Where the page's first screen sits in index.html (the loading placeholder) and where the server
 * writes the student's home it rendered (src/web/ssr/student-home.tsx): the service worker keeps the
 * page without what is between them (src/web/sw/sw.ts).
 */
export const FIRST_SCREEN_START = '<!--first-screen-->';
export const FIRST_SCREEN_END = '<!--/first-screen-->';

/**
 * On a page whose first screen came rendered (decision 053), the app's code is not in the HTML: /early.js
 * comes last, with the entry and every module it needs in these attributes, and adds them once the
 * screen has been painted (src/web/lib/code-after-paint.ts). Fetched with the screen, a phone spent the
 * time to its first paint starting twelve downloads and compiling what arrived.
 */
export const CODE_ENTRY_ATTRIBUTE = 'data-entry';
export const CODE_MODULES_ATTRIBUTE = 'data-modules';
