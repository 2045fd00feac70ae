/*
 * RumoFit's service worker (built to /sw.js by scripts/standalone-scripts.ts): the app opens with no
 * connection.
 * - Screens (navigations): network first; the last index.html (the shell) when the network fails or
 *   hangs for NAVIGATION_TIMEOUT_MS.
 * - /assets/* (hashed, immutable): cache first, filled on install from /precache.json (the student's
 *   screens, written by scripts/sw-precache.ts) and at run time with anything else.
 * - /api/* is never touched: the page's own requests must fail offline, so its outbox knows to wait.
 *   No API answer is ever cached here (the device's copies live in IndexedDB and leave on sign-out).
 * A new version takes over at once (skipWaiting + claim): the assets it serves are hashed, so an open
 * page keeps working with the files it already references.
 */
import { FIRST_DATA_ID, FIRST_SCREEN_END, FIRST_SCREEN_START } from '#shared/contracts/first-screen.ts';

declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'rumofit-shell-v1';
const ASSET_CACHE = 'rumofit-assets-v1';
const SHELL_KEY = '/index.html';
const VERSION_KEY = '/__precache-version';
const STATIC_FILES = [
  '/early.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];
const NAVIGATION_TIMEOUT_MS = 4000;
/** The data block of src/server/http/first-screen.ts. */
const FIRST_DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${FIRST_DATA_ID}">[\\s\\S]*?</script>`,
);
/** The home the server rendered into the same page. */
const FIRST_SCREEN = new RegExp(`${FIRST_SCREEN_START}[\\s\\S]*?${FIRST_SCREEN_END}`);

/** What scripts/sw-precache.ts writes. */
interface Precache {
  version: string;
  urls: string[];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await fetch('/', { cache: 'no-cache', credentials: 'same-origin' });
      if (!shell.ok) throw new Error(`shell: ${shell.status}`);
      const html = await shell.clone().text();
      await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, shell);
      await updatePrecache(html);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = [SHELL_CACHE, ASSET_CACHE];
      for (const name of await caches.keys()) {
        if (name.startsWith('rumofit-') && !keep.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/') || STATIC_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(event));
  }
});

/** The screen from the network, or the kept shell when the network fails, errs or hangs. */
async function navigate(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const network = fetch(event.request).then((response) => {
    const isShell = response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
    if (isShell) {
      event.waitUntil(
        shellOnly(response.clone())
          .then((shell) => cache.put(SHELL_KEY, shell))
          .then(() => updatePrecache())
          .catch(() => undefined),
      );
    }
    return response;
  });
  const kept = await cache.match(SHELL_KEY);
  if (!kept) return network;
  event.waitUntil(network.catch(() => undefined));
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS));
  try {
    const response = await Promise.race([network, timeout]);
    if (response && response.status < 500) return response;
  } catch {
    // no connection
  }
  return kept;
}

/**
 * The page as kept for offline use: a signed-in student's home arrives with their first answers inside
 * and rendered (src/server/http/first-screen.ts); both stay out of the cache like every API answer (the
 * kept page's root is empty until the app renders).
 */
async function shellOnly(response: Response): Promise<Response> {
  if (!response.headers.get('cache-control')?.includes('no-store')) return response;
  const html = (await response.text())
    .replace(FIRST_DATA_BLOCK, '')
    .replace(FIRST_SCREEN, `${FIRST_SCREEN_START}${FIRST_SCREEN_END}`);
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** A file worth keeping: the server answers a missing one with the app's page, which must not be kept. */
function isFile(response: Response): boolean {
  return response.ok && !(response.headers.get('content-type') ?? '').includes('text/html');
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(event.request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(event.request);
  if (isFile(response)) event.waitUntil(cache.put(event.request, response.clone()).catch(() => undefined));
  return response;
}

/**
 * Caches what /precache.json lists (or, without it, what the shell references) when its version
 * changed, and drops the previous build's assets. `html` is the shell, for the fallback.
 */
async function updatePrecache(html?: string): Promise<void> {
  let version: string;
  let urls: string[];
  const list = await fetch('/precache.json', { cache: 'no-cache' }).catch(() => null);
  if (list?.ok) {
    ({ version, urls } = (await list.json()) as Precache);
  } else {
    const shell = html ?? (await (await caches.match(SHELL_KEY))?.text()) ?? '';
    urls = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    version = urls.join(',');
  }
  const shellCache = await caches.open(SHELL_CACHE);
  const stored = await shellCache.match(VERSION_KEY);
  if (stored && (await stored.text()) === version) return;
  const assets = await caches.open(ASSET_CACHE);
  const wanted = new Set([...urls, ...STATIC_FILES]);
  for (const url of wanted) {
    if (await assets.match(url, { ignoreVary: true })) continue;
    const response = await fetch(url, { cache: 'no-cache' });
    if (!isFile(response)) throw new Error(`${url}: ${response.status}`);
    await assets.put(url, response);
  }
  // Assets of an older build: the new shell no longer references them.
  if (stored) {
    for (const request of await assets.keys()) {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/assets/') && !wanted.has(path)) await assets.delete(request);
    }
  }
  await shellCache.put(VERSION_KEY, new Response(version));
}

/** What the server's pushes carry (src/shared/contracts/push.ts `PushPayload`, decision 044). */
interface PushMessage {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

/** Only a path of this site opens from a notification: anything else opens the home. */
function screenOf(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

// A push shows its notification (a reminder, a trainer alert, the end of a rest on a locked phone).
self.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() ?? {}) as PushMessage;
  } catch {
    message = { body: event.data?.text() };
  }
  const title = typeof message.title === 'string' ? message.title : 'RumoFit';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: screenOf(message.url) },
    }),
  );
});

/**
 * Opens `url` (a path of this site) for a tapped notification: the app's window already open is
 * navigated there (a window this worker controls; one it does not falls through), then brought to the
 * front; with none, a new window. Focusing and opening windows are allowed only during the browser's
 * own notification click: a refused focus leaves the window already on the right screen.
 */
async function openScreen(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin);
  for (const client of ours.toSorted((a, b) => Number(b.focused) - Number(a.focused))) {
    const moved = await client.navigate(url).catch(() => null);
    if (!moved) continue;
    await moved.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

// A tap on a notification closes it and opens the screen its push named (decision 044).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openScreen(screenOf((event.notification.data as { url?: unknown } | null)?.url));
  // Only the browser's own click keeps the worker alive until the window is open; an event a script
  // made (the journeys' tap, e2e/push-worker.spec.ts) runs the same steps without that.
  if (event.isTrusted) event.waitUntil(opening);
  else opening.catch(() => undefined);
});
