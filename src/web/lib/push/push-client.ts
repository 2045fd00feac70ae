import { api } from '#web/lib/api-client.ts';

/**
 * This device and Web Push (decision 044, "Browser side"): whether the browser can receive pushes, the
 * permission asked only from a tap, and the subscription made with the server's VAPID key and handed
 * to `POST /api/push/subscriptions`. Loaded with `import()` by the screens that offer it, never by
 * the student's first screen.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** Whether pushes can reach this browser: the service worker, PushManager and Notification all exist. */
export function pushSupport(): PushSupport {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** What `subscribe` ends in: subscribed, or why not (each has its own pt-BR text on the screen). */
export type SubscribeResult = 'subscribed' | 'unsupported' | 'denied';

/**
 * Asks for the permission (call it from a tap: browsers refuse a prompt without one), subscribes this
 * device with the server's key and saves the subscription. An existing subscription is saved again
 * (the server moves an endpoint to whoever saves it). Network and server failures throw.
 */
export async function subscribe(): Promise<SubscribeResult> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await api('GET /api/push/key');
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  }
  const json = subscription.toJSON();
  await api('POST /api/push/subscriptions', {
    body: {
      endpoint: subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'subscribed';
}

/** Whether this device holds a subscription now (false where pushes are not supported). */
export async function isSubscribed(): Promise<boolean> {
  if (pushSupport() === 'unsupported') return false;
  const registration = await navigator.serviceWorker.ready;
  return (await registration.pushManager.getSubscription()) !== null;
}

/** This device stops receiving: the server forgets the endpoint, then the browser drops it. */
export async function unsubscribe(): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await api('DELETE /api/push/subscriptions', { query: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
