import { config } from 'zod/v4';

/**
 * zod as the browser gets it (vite.config.ts points `zod` here; the server and the tests import zod
 * itself). The first object schema zod builds probes `new Function('')` to decide whether to compile
 * its parsers, and the app's Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') refuses
 * that: the browser reports a violation on every screen that loads the contracts (the trainer's).
 * Turned off here, before any module that imports zod builds a schema: an ES module runs after the
 * modules it imports, and every importer of `zod` imports this one.
 */
config({ jitless: true });

export * from 'zod/v4';
