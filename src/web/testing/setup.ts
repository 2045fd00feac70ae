import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import '@testing-library/jest-dom/vitest';
// The trainer's strings load with the trainer's screens in the app (router.tsx); tests render those screens directly.
import '#web/i18n/trainer-strings.ts';
import { preloadToastList, toast } from '#web/components/ui/toaster.tsx';
import { FakeEventSource } from './fake-event-source.ts';
import { scheduleFramesSafely } from './frame-scheduler.ts';

// The app loads the toasts' list after its first screen (main.tsx); a test's screen shows a toast at once.
await preloadToastList();

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

// Preact's effects scheduled without a Node timer that outlives the test file's jsdom (frame-scheduler.ts).
scheduleFramesSafely(options);

// A stream that never sends anything unless a test plays the server (fake-event-source.ts).
globalThis.EventSource ??= FakeEventSource as unknown as typeof EventSource;

// An unexpected console.error fails the test: React warnings are bugs, not noise.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => {
  cleanup();
  // Toasts live outside React (toaster.tsx): none is left over for the next test's screen.
  toast.dismiss();
  vi.restoreAllMocks();
  // A global a test stubs (fetch, EventSource) is the real one again for the next test.
  vi.unstubAllGlobals();
  expect(errors, 'console.error was called').toEqual([]);
});
