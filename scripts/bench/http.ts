import http from 'node:http';
import { BENCH_LOGIN } from './config.ts';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (still compressed if the server compressed them). */
  body: Buffer;
}

/** A GET that hands back the raw body: fetch would decompress it and hide the wire size. */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${url} timed out`)));
  });
}

/**
 * Signs in through POST /api/session (as the bench trainer unless told otherwise) and returns the
 * Cookie header to send. The app's public address is `baseUrl`, so that is the Origin.
 */
export async function signIn(
  baseUrl: string,
  login: { email: string; password: string } = BENCH_LOGIN,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}
