import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadCodeAfterPaint } from './code-after-paint.ts';

let frames: FrameRequestCallback[] = [];
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  frames = [];
  visibility = 'visible';
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.head.replaceChildren();
  document.body.replaceChildren();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** /early.js as the server writes it at the end of the rendered home. */
function earlyScript(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

const added = () => ({
  preloads: [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]),
  entry: [...document.body.querySelectorAll('script[type="module"]')].map((script) => [
    script.getAttribute('src'),
    script.getAttribute('crossorigin'),
  ]),
});
const paint = () => {
  for (const frame of frames.splice(0)) frame(performance.now());
  vi.runOnlyPendingTimers();
};

describe("the rendered home's code, added after its first paint (decision 053)", () => {
  test('nothing before the frame; the modules, then the entry, once it has been painted', () => {
    loadCodeAfterPaint(
      earlyScript({ 'data-entry': '/assets/index-e.js', 'data-modules': '/assets/a.js /assets/b.js' }),
    );
    expect(added()).toEqual({ preloads: [], entry: [] });
    for (const frame of frames.splice(0)) frame(performance.now());
    // The frame's callbacks run before its paint: still nothing.
    expect(added()).toEqual({ preloads: [], entry: [] });
    vi.runOnlyPendingTimers();
    expect(added()).toEqual({
      preloads: [
        ['modulepreload', '/assets/a.js', ''],
        ['modulepreload', '/assets/b.js', ''],
      ],
      entry: [['/assets/index-e.js', '']],
    });
  });

  test('a page opened in the background gets its code at once, and only once', () => {
    visibility = 'hidden';
    loadCodeAfterPaint(earlyScript({ 'data-entry': '/assets/index-e.js', 'data-modules': '' }));
    expect(added().entry).toEqual([['/assets/index-e.js', '']]);
    expect(frames).toEqual([]);
  });

  test('a page hidden before its frame gets its code then, not a second time after', () => {
    loadCodeAfterPaint(earlyScript({ 'data-entry': '/assets/index-e.js', 'data-modules': '/assets/a.js' }));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added().entry).toHaveLength(1);
    paint();
    expect(added()).toEqual({
      preloads: [['modulepreload', '/assets/a.js', '']],
      entry: [['/assets/index-e.js', '']],
    });
  });

  test('every other page (its code already in it) is left alone', () => {
    loadCodeAfterPaint(earlyScript({}));
    loadCodeAfterPaint(null);
    paint();
    expect(added()).toEqual({ preloads: [], entry: [] });
    expect(frames).toEqual([]);
  });
});
