import { afterEach, describe, expect, test } from 'vitest';
import { bodyOf, fakeFetch, json, methodOf } from '#web/testing/fake-fetch.ts';
import { fakePushBrowser, removePushBrowser } from './fake-push.ts';
import { isSubscribed, keyBytes, pushSupport, subscribe, unsubscribe } from './push-client.ts';

afterEach(removePushBrowser);

describe('push client', () => {
  test('a browser without a service worker or PushManager cannot receive pushes', async () => {
    expect(pushSupport()).toBe('unsupported');
    expect(await subscribe()).toBe('unsupported');
    expect(await isSubscribed()).toBe(false);
  });

  test('a blocked permission is reported without asking again', async () => {
    const fake = fakePushBrowser('denied');
    expect(pushSupport()).toBe('denied');
    expect(await subscribe()).toBe('denied');
    expect(fake.notification.requestPermission).not.toHaveBeenCalled();
  });

  test('a refused prompt subscribes nothing', async () => {
    const fake = fakePushBrowser('default', 'denied');
    expect(await subscribe()).toBe('denied');
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
  });

  test('asks, subscribes with the server key and hands the subscription to the server', async () => {
    const fake = fakePushBrowser('default');
    const fetch = fakeFetch((url, init) => {
      if (url.pathname === '/api/push/key') return json({ publicKey: 'AQID_w' });
      if (url.pathname === '/api/push/subscriptions' && methodOf(init) === 'POST') {
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    expect(await subscribe()).toBe('subscribed');
    expect(fake.notification.requestPermission).toHaveBeenCalledOnce();
    const options = fake.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([1, 2, 3, 255]);
    const posted = fetch.mock.calls.find(([path]) => path === '/api/push/subscriptions')!;
    expect(bodyOf(posted[1])).toEqual({
      endpoint: 'https://push.example.com/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BPk3key', auth: 'authAA' },
    });
    expect(await isSubscribed()).toBe(true);
  });

  test('unsubscribing tells the server the endpoint, then drops the browser subscription', async () => {
    const fake = fakePushBrowser('granted');
    await fake.pushManager.subscribe({});
    const fetch = fakeFetch((url, init) =>
      methodOf(init) === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    await unsubscribe();
    expect(fetch.mock.calls[0]![0]).toBe(
      `/api/push/subscriptions?endpoint=${encodeURIComponent('https://push.example.com/send/abc')}`,
    );
    expect(fake.current()).toBeNull();
  });

  test('the base64url key decodes with and without padding', () => {
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('AQ')]).toEqual([1]);
  });
});
