import type { Options } from 'preact';

/**
 * Preact runs effects after the next frame, or after 100 ms at the latest. That timer is Node's: when it
 * fires after a test file's jsdom is gone, Preact's own scheduler calls a cancelAnimationFrame that no
 * longer exists (an "unhandled error" that fails the whole run). The same scheduler, which checks first.
 * Each copy of Preact has its own `options`: a test that loads fresh modules (`vi.resetModules()`)
 * installs it on its fresh copy too.
 */
export function scheduleFramesSafely(options: Options): void {
  options.requestAnimationFrame = (callback) => {
    const done = () => {
      clearTimeout(timeout);
      if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      setTimeout(callback);
    };
    const timeout = setTimeout(done, 100);
    const frame = requestAnimationFrame(done);
  };
}
