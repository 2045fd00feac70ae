import { expect, test, vi } from 'vitest';
import { DraftSaver, type SaveStatus } from './draft-saver.ts';

/** A saver whose timer and requests the test drives by hand. */
function setup() {
  const calls: { body: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const statuses: SaveStatus[] = [];
  const exits: string[] = [];
  let timer: (() => void) | null = null;
  const saver = new DraftSaver<string>({
    save: (body) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ body, resolve, reject });
      }),
    saveOnExit: (body) => exits.push(body),
    onStatus: (status) => statuses.push(status),
    setTimer: (run) => {
      timer = run;
      return run;
    },
    clearTimer: () => {
      timer = null;
    },
  });
  const tick = () => {
    const run = timer;
    timer = null;
    run?.();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { saver, calls, statuses, exits, tick, settle, hasTimer: () => timer !== null };
}

test('typing waits for a pause, and only the last text is sent', async () => {
  const { saver, calls, statuses, tick, settle } = setup();
  saver.change('a');
  saver.change('ab');
  saver.change('abc');
  expect(calls).toEqual([]);
  // Not 'saved' while the last change waits for the pause.
  expect(statuses).not.toContain('saved');
  tick();
  expect(statuses.at(-1)).toBe('saving');
  expect(calls.map((call) => call.body)).toEqual(['abc']);
  calls[0]!.resolve();
  await settle();
  expect(statuses.at(-1)).toBe('saved');
});

test('a save in flight is followed by the latest change, one request at a time', async () => {
  const { saver, calls, tick, settle } = setup();
  saver.flush('step 2');
  saver.change('x');
  tick();
  saver.change('xy');
  tick();
  expect(calls.map((call) => call.body)).toEqual(['step 2']);
  calls[0]!.resolve();
  await settle();
  expect(calls.map((call) => call.body)).toEqual(['step 2', 'xy']);
});

test('a failed save is kept and sent again by retry', async () => {
  const { saver, calls, statuses, settle } = setup();
  saver.flush('a');
  calls[0]!.reject(new Error('offline'));
  await settle();
  expect(statuses.at(-1)).toBe('failed');
  saver.retry();
  expect(calls.map((call) => call.body)).toEqual(['a', 'a']);
  calls[1]!.resolve();
  await settle();
  expect(statuses.at(-1)).toBe('saved');
});

test('leaving the page sends what is pending by the exit path at once', () => {
  const { saver, calls, exits, hasTimer } = setup();
  saver.change('last words');
  saver.leave();
  expect(hasTimer()).toBe(false);
  expect(exits).toEqual(['last words']);
  expect(calls).toEqual([]);
  saver.leave();
  expect(exits).toEqual(['last words']);
});

test('after stop nothing more is sent, and stop waits for the save in flight', async () => {
  const { saver, calls, tick, settle } = setup();
  saver.flush('a');
  saver.change('b');
  const stopped = vi.fn();
  void saver.stop().then(stopped);
  tick();
  await settle();
  expect(stopped).not.toHaveBeenCalled();
  calls[0]!.resolve();
  await settle();
  expect(stopped).toHaveBeenCalled();
  saver.change('c');
  saver.flush('d');
  saver.leave();
  expect(calls.map((call) => call.body)).toEqual(['a']);
});

test('a change after a save shows as not saved until it is sent', async () => {
  const { saver, calls, statuses, tick, settle } = setup();
  saver.flush('a');
  calls[0]!.resolve();
  await settle();
  expect(statuses.at(-1)).toBe('saved');
  saver.change('ab');
  expect(statuses.at(-1)).toBe('saving');
  tick();
  calls[1]!.resolve();
  await settle();
  expect(statuses.at(-1)).toBe('saved');
});
