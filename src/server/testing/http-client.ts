/**
 * A caller over real HTTP, as a browser or a phone is: a cookie jar of one, the app's origin, and a
 * client address the proxy in front would forward (the app trusts loopback as its proxy). For the
 * tests that run the built server in its own processes (several instances, a proxy).
 */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface HttpCaller {
  (method: string, url: string, body?: unknown): Promise<HttpAnswer>;
  cookie: string;
}

/** `base` is an instance or the proxy; `url` a path, or a whole address to reach another instance. */
export function httpCaller(base: string, options: { origin: string; address?: string; cookie?: string }) {
  const call = (async (method: string, url: string, body?: unknown): Promise<HttpAnswer> => {
    const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, {
      method,
      headers: {
        origin: options.origin,
        ...(call.cookie ? { cookie: call.cookie } : {}),
        ...(options.address ? { 'x-forwarded-for': options.address } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    if (set.length > 0) call.cookie = set.join('; ');
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
  }) as HttpCaller;
  call.cookie = options.cookie ?? '';
  return call;
}

/** Resolves with the first `event: name` of an open `/api/events` stream, or rejects after `ms`. */
export async function openStream(url: string, origin: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, origin, accept: 'text/event-stream' }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`events: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  return {
    /** Reads until `match` appears in what the stream sent (or the stream ends: false). */
    async until(match: string, ms = 10_000): Promise<boolean> {
      const deadline = setTimeout(() => controller.abort(), ms);
      try {
        while (!buffer.includes(match)) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            return false;
          }
          buffer += value;
        }
        return true;
      } finally {
        clearTimeout(deadline);
      }
    },
    get text() {
      return buffer;
    },
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
  };
}
