import { vi } from 'vitest';
import { bodyOf, fakeFetch, json, methodOf } from '#web/testing/fake-fetch.ts';

/**
 * A browser that can receive pushes, for tests: `navigator.serviceWorker.ready` with a PushManager,
 * `window.PushManager` and `Notification` with the permission given. Returns the fakes to inspect.
 */
export function fakePushBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
) {
  let current: {
    endpoint: string;
    unsubscribe: () => Promise<boolean>;
    toJSON: () => PushSubscriptionJSON;
  } | null = null;
  const made = (endpoint: string) => ({
    endpoint,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk3key', auth: 'authAA' } }),
  });
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = made('https://push.example.com/send/abc');
      return current;
    }),
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { pushManager, notification, current: () => current };
}

/** Undoes `fakePushBrowser` (jsdom has no service worker of its own). */
export function removePushBrowser() {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}

/** The server's side of the reminders: the student's settings as given; a PUT is saved as sent. */
export function fakeRemindersServer(settings = { enabled: false, time: '07:00' }) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/me/reminders' && methodOf(init) === 'GET') return json(settings);
    if (url.pathname === '/api/me/reminders') return json(bodyOf(init));
    if (url.pathname === '/api/push/key') return json({ publicKey: 'AQID' });
    if (url.pathname === '/api/push/subscriptions') return new Response(null, { status: 204 });
    return undefined;
  });
}
