import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushPayload } from '#shared/contracts/push.ts';

/** A browser's side of a subscription: its P-256 key pair and auth secret, and what it hands the app. */
export interface FakeDevice {
  id: string;
  ecdh: ECDH;
  authSecret: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface Received {
  device: string;
  payload: PushPayload;
  ttl: string | undefined;
}

/** Checks the VAPID header (RFC 8292) as a push service would: an ES256 JWT for this origin, signed by `k`. */
function vapidValid(header: string | undefined, origin: string): boolean {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return false;
  const [head, body, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string };
  return signed && claims.aud === origin;
}

/**
 * A push service on 127.0.0.1 for tests (never the network): each device is a subscription whose
 * private key stays here, and every message that arrives is decrypted with it (aes128gcm, RFC 8291)
 * exactly as the browser would, after its VAPID signature is checked. A device can be made 'gone'
 * (the service answers 410, or 404).
 */
export async function startFakePushService() {
  const devices = new Map<string, FakeDevice>();
  const gone = new Map<string, 404 | 410>();
  const received: Received[] = [];
  const refused: string[] = [];
  const waiters: { test: (all: Received[]) => boolean; resolve: () => void }[] = [];
  let origin = '';

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').replace(/^\/push\//, '');
      const device = devices.get(id);
      const goneStatus = gone.get(id);
      if (!device || goneStatus) {
        response.writeHead(goneStatus ?? 404).end();
        return;
      }
      if (
        request.method !== 'POST' ||
        request.headers['content-encoding'] !== 'aes128gcm' ||
        !vapidValid(request.headers.authorization, origin)
      ) {
        refused.push(id);
        response.writeHead(403).end();
        return;
      }
      const plain = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.authSecret.toString('base64url'),
      });
      received.push({
        device: id,
        payload: JSON.parse(plain.toString('utf8')) as PushPayload,
        ttl: request.headers.ttl as string | undefined,
      });
      response.writeHead(201).end();
      for (const waiter of waiters.splice(0)) {
        if (waiter.test(received)) waiter.resolve();
        else waiters.push(waiter);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** A new browser subscription on this service. */
    device(): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomUUID();
      const device: FakeDevice = {
        id,
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
      };
      devices.set(id, device);
      return device;
    },
    /** From now on the service answers this device's pushes with 410 Gone (or 404). */
    forget(device: FakeDevice, status: 404 | 410 = 410) {
      gone.set(device.id, status);
    },
    bodiesFor(device: FakeDevice): string[] {
      return received.filter((r) => r.device === device.id).map((r) => r.payload.body);
    },
    /** Resolves once what arrived satisfies `test` (a state, not a delay); rejects after `ms`. */
    until(test: (all: Received[]) => boolean, ms = 10_000): Promise<void> {
      if (test(received)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the fake push service did not get the push')), ms);
        waiters.push({
          test,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
