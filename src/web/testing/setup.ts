import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
// The trainer's strings load with the trainer's screens in the app (router.tsx); tests render those screens directly.
import '#web/i18n/trainer-strings.ts';

// A lazily loaded screen's first import is compiled on the spot (vitest.config.ts inlines the libraries
// so that they run on Preact): on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that the UI libraries touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// A stream that never sends anything; tests that care about events dispatch them on the instance.
class EventSourceStub extends EventTarget {
  static instances: EventSourceStub[] = [];
  readonly url: string;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(url: string | URL) {
    super();
    this.url = String(url);
    EventSourceStub.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
}
globalThis.EventSource ??= EventSourceStub as unknown as typeof EventSource;

// An unexpected console.error fails the test: React warnings are bugs, not noise.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // A global a test stubs (fetch, EventSource) is the real one again for the next test.
  vi.unstubAllGlobals();
  expect(errors, 'console.error was called').toEqual([]);
});
