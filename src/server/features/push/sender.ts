import webpush from 'web-push';
import type { PushPayload } from '#shared/contracts/push.ts';
import type { VapidKeys } from './vapid.ts';

export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type Delivery = 'sent' | 'gone' | 'failed';

/** How long a push waits in the push service for a phone that is off: a reminder is stale after hours. */
const TTL_SECONDS = 6 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one push as the standard says (RFC 8291 aes128gcm payload, RFC 8292 VAPID): `web-push`
 * encrypts and signs, and the request goes out with fetch, so a push service on plain http (the
 * tests' fake on 127.0.0.1) is reached the same way as a real one. 404 and 410 mean the subscription
 * is gone for good.
 */
export function createPushSender(options: { keys: () => Promise<VapidKeys>; subject: string }) {
  return async (subscription: Subscription, payload: PushPayload): Promise<Delivery> => {
    const keys = await options.keys();
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    );
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) return 'gone';
      return res.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
