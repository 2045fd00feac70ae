import { expect, test } from 'vitest';
import { fewAtATime } from './few-at-a-time.ts';

test('never more than the limit at once, every item once, results in the items’ order', async () => {
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const done = fewAtATime([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running--;
    return n * 10;
  });
  // Open the gates one by one, in an order other than the items'.
  while (gates.length > 0 || running > 0) {
    await new Promise((resolve) => setImmediate(resolve));
    gates.pop()?.();
  }
  expect(await done).toEqual([10, 20, 30, 40, 50, 60, 70]);
  expect(most).toBe(3);
});

test('no items: nothing runs', async () => {
  expect(await fewAtATime([], 4, () => Promise.reject(new Error('never')))).toEqual([]);
});

test('a failure is the whole call’s failure', async () => {
  await expect(
    fewAtATime([1, 2], 2, async (n) => {
      if (n === 2) throw new Error('falhou');
      return n;
    }),
  ).rejects.toThrow('falhou');
});
