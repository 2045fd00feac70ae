/**
 * The first data the server writes into the student's home page (src/server/http/first-screen.ts),
 * read by the page before it asks for anything (src/web/lib/early-start.ts): each path's answer as
 * the route gave it, keyed by the path the app's `api()` will ask for.
 */
export const FIRST_DATA_ID = 'rumofit-first-data';

export type FirstData = Record<string, { status: number; body: string }>;
