import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '#server/db/client.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import type { SetLogBody } from '#shared/contracts/training.ts';
import type { Check } from './checks.ts';
import { TARGETS, type BenchConfig } from './config.ts';
import { percentile } from './measure.ts';
import { setLogBodies } from './student-seed.ts';

export interface SoakStudent {
  id: string;
  cookie: string;
}

interface Sent {
  studentId: string;
  body: SetLogBody;
  /** How many answers said "stored now" (201): exactly one is right. */
  storedAnswers: number;
  acknowledged: boolean;
}

interface Tally {
  requests: number;
  created: number;
  alreadyStored: number;
  /** Network errors and non-2xx answers, each retried like the phone's outbox does. */
  failedAttempts: number;
  /** Sets never acknowledged after every retry. */
  gaveUp: number;
  resentLater: number;
  resentConcurrently: number;
  latencies: number[];
}

const MAX_ATTEMPTS = 6;

/** One PUT of a set, retried on a network error or a 5xx like the outbox: same id, same body. */
async function send(baseUrl: string, student: SoakStudent, id: string, sent: Sent, tally: Tally) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const started = performance.now();
    try {
      tally.requests++;
      const response = await fetch(`${baseUrl}/api/me/sets/${id}`, {
        method: 'PUT',
        headers: { cookie: student.cookie, 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify(sent.body),
      });
      const answer = (await response.json().catch(() => null)) as { stored?: boolean } | null;
      tally.latencies.push(performance.now() - started);
      if (response.status === 201 && answer?.stored === true) {
        tally.created++;
        sent.storedAnswers++;
        sent.acknowledged = true;
        return;
      }
      if (response.status === 200 && answer?.stored === false) {
        tally.alreadyStored++;
        sent.acknowledged = true;
        return;
      }
      tally.failedAttempts++;
      if (response.status < 500) break; // a 4xx will not change by sending it again
    } catch {
      tally.failedAttempts++;
    }
    await sleep(200 * attempt);
  }
  if (!sent.acknowledged) tally.gaveUp++;
}

/**
 * `students` students each log a new set (a fresh UUID, as the phone makes) every
 * `soakIntervalSeconds` for `soakSeconds`, starting at random moments. A fifth of the sets are sent
 * again with the same id: half at the same moment as the first send (two requests racing), half
 * 0–3 s later (an outbox retry). Then SQL says whether every id is stored exactly once.
 */
export async function soakCheck(
  baseUrl: string,
  database: Database,
  students: SoakStudent[],
  plan: Plan,
  today: string,
  config: BenchConfig,
): Promise<Check> {
  const setBody = setLogBodies(plan, today);
  const sent = new Map<string, Sent>();
  const tally: Tally = {
    requests: 0,
    created: 0,
    alreadyStored: 0,
    failedAttempts: 0,
    gaveUp: 0,
    resentLater: 0,
    resentConcurrently: 0,
    latencies: [],
  };
  const ticks = Math.floor(config.soakSeconds / config.soakIntervalSeconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];

  async function student(who: SoakStudent) {
    // Each student keeps their own beat from a random start, so the load is spread, not in bursts.
    const offset = Math.random() * config.soakIntervalSeconds * 1000;
    await sleep(offset);
    for (let n = 0; n < ticks; n++) {
      const id = randomUUID();
      const entry: Sent = {
        studentId: who.id,
        body: setBody(n),
        storedAnswers: 0,
        acknowledged: false,
      };
      sent.set(id, entry);
      inFlight.push(send(baseUrl, who, id, entry, tally));
      const roll = Math.random();
      if (roll < TARGETS.soakRetryShare / 2) {
        tally.resentConcurrently++;
        inFlight.push(send(baseUrl, who, id, entry, tally));
      } else if (roll < TARGETS.soakRetryShare) {
        tally.resentLater++;
        inFlight.push(sleep(Math.random() * 3000).then(() => send(baseUrl, who, id, entry, tally)));
      }
      const next = started + offset + (n + 1) * config.soakIntervalSeconds * 1000;
      await sleep(Math.max(0, next - performance.now()));
    }
  }
  await Promise.all(students.map(student));
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;

  // What the database holds for these students today, against what was sent.
  const ids = [...sent.keys()];
  const stored = await database.pool.query<{
    id: string;
    student_id: string;
    set_index: number;
    weight: number;
    reps: number;
    exercise_id: string;
  }>(
    `select id::text, student_id, set_index, weight, reps, exercise_id from workout_sets
     where student_id = any($1) and date = $2`,
    [students.map((s) => s.id), today],
  );
  const rowsById = new Map<string, number>();
  let wrong = 0;
  for (const row of stored.rows) {
    rowsById.set(row.id, (rowsById.get(row.id) ?? 0) + 1);
    const entry = sent.get(row.id);
    if (
      entry &&
      (entry.studentId !== row.student_id ||
        entry.body.setIndex !== row.set_index ||
        entry.body.weight !== row.weight ||
        entry.body.reps !== row.reps ||
        entry.body.exerciseId !== row.exercise_id)
    ) {
      wrong++;
    }
  }
  const lost = ids.filter((id) => !rowsById.has(id)).length;
  const duplicatedRows = [...rowsById.values()].filter((n) => n > 1).length;
  const unexpectedRows = stored.rows.filter((row) => !sent.has(row.id)).length;
  const storedTwice = [...sent.values()].filter((entry) => entry.storedAnswers > 1).length;
  const duplicated = duplicatedRows + unexpectedRows + storedTwice;

  const sorted = Float64Array.from(tally.latencies).sort();
  const list = Array.from(sorted);
  const p50 = percentile(list, 50);
  const p99 = percentile(list, 99);
  const passed = lost === 0 && duplicated === 0 && wrong === 0 && tally.gaveUp === 0 && ids.length > 0;
  return {
    name: 'soak-no-set-lost',
    passed,
    detail:
      `${students.length} students × ${ticks} sets in ${seconds.toFixed(0)} s: ${ids.length} distinct ids, ` +
      `${tally.requests} PUTs (${tally.resentConcurrently} re-sent at once, ${tally.resentLater} re-sent later, ` +
      `${tally.failedAttempts} retried after a failure); stored ${stored.rows.length} rows: ` +
      `${lost} lost, ${duplicated} duplicated, ${wrong} altered; answers 201×${tally.created}, ` +
      `200 (already stored)×${tally.alreadyStored}; ${(tally.requests / seconds).toFixed(0)} req/s, ` +
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    data: {
      students: students.length,
      setsPerStudent: ticks,
      seconds,
      distinctIds: ids.length,
      storedRows: stored.rows.length,
      lost,
      duplicatedRows,
      unexpectedRows,
      storedTwice,
      altered: wrong,
      ...tally,
      latencies: undefined,
      p50Ms: p50,
      p99Ms: p99,
      maxMs: list.at(-1) ?? 0,
    },
  };
}
