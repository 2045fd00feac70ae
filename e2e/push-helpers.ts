import type { BrowserContext, Page } from '@playwright/test';
import type { FakeDevice } from '../src/server/testing/fake-push.ts';
import { onDatabase } from './database.ts';

/**
 * Web Push in a journey (decision 044): headless Chromium's `PushManager.subscribe` needs Google's push
 * service, so the page's PushManager is replaced before any script runs by one that hands out the
 * test's own subscription: an endpoint on the fake push service the test started on 127.0.0.1, with
 * keys the test holds (`src/server/testing/fake-push.ts`). The server's real sends (web-push, VAPID,
 * aes128gcm) reach that service, which decrypts them as the phone would. Notifications are granted.
 */
export async function fakePushDevice(context: BrowserContext, baseURL: string, device: FakeDevice) {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL).origin });
  await context.addInitScript((subscription) => {
    const stored = 'e2e.fake-push.subscribed';
    const made = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(stored);
        return true;
      },
    });
    const manager = PushManager.prototype as unknown as Record<string, unknown>;
    manager.getSubscription = async () => (localStorage.getItem(stored) ? made() : null);
    manager.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      // The app must hand the server's VAPID key, as a real push service requires.
      if (!options?.applicationServerKey) throw new DOMException('no applicationServerKey', 'NotAllowedError');
      localStorage.setItem(stored, '1');
      return made();
    };
  }, device.subscription);
}

/** Who the server holds `device`'s subscription for (null: not held). */
export const subscriptionOwner = (device: FakeDevice) =>
  onDatabase(async (client) => {
    const { rows } = await client.query<{ user_id: string }>(
      'SELECT user_id FROM push_subscriptions WHERE endpoint = $1',
      [device.subscription.endpoint],
    );
    return rows[0]?.user_id ?? null;
  });

/**
 * The page as the browser has it when the phone is locked or another app is in front (hidden), or
 * back (visible): `document.visibilityState` and `hidden` say so, and `visibilitychange` fires, which
 * is all the run screen listens to (use-rest-alarm.ts, use-wake-lock.ts).
 */
export async function setPageVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((next) => {
    if (next === 'hidden') {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      // Drop the page's own overrides: the document's real (visible) getters answer again.
      delete (document as { visibilityState?: unknown }).visibilityState;
      delete (document as { hidden?: unknown }).hidden;
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}
