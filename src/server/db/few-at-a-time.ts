/**
 * Runs `work` for every item with at most `limit` running at once, and returns the results in the
 * items' order. For a request that writes many rows one transaction each (a model applied to a class):
 * the pool keeps connections free for everybody else's requests meanwhile.
 */
export async function fewAtATime<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
