import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useWakeLock } from './use-wake-lock.ts';

function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async (_type: 'screen') => {
    const lock = {
      released: false,
      release: vi.fn(async () => {
        lock.released = true;
      }),
    };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, locks };
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  visibility = 'visible';
});

describe('useWakeLock', () => {
  test('holds the screen while the run is open and releases it at the end', async () => {
    const fake = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock(true));
    await waitFor(() => expect(fake.request).toHaveBeenCalledWith('screen'));
    await waitFor(() => expect(fake.locks).toHaveLength(1));
    unmount();
    expect(fake.locks[0]!.released).toBe(true);
  });

  test('asks again when the page is visible again after the browser dropped the lock', async () => {
    const fake = fakeWakeLock();
    renderHook(() => useWakeLock(true));
    await waitFor(() => expect(fake.locks).toHaveLength(1));
    fake.locks[0]!.released = true; // what the browser does when the page is hidden
    act(() => setVisibility('hidden'));
    expect(fake.request).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(fake.request).toHaveBeenCalledTimes(2));
  });

  test('a finished run asks for nothing, and a browser without it is left alone', async () => {
    const fake = fakeWakeLock();
    renderHook(() => useWakeLock(false));
    expect(fake.request).not.toHaveBeenCalled();
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    expect(() => renderHook(() => useWakeLock(true))).not.toThrow();
  });
});
