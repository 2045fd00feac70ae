import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TARGETS, type BenchConfig } from './config.ts';
import type { Check } from './checks.ts';
import type { Measurement } from './measure.ts';
import type { SeedSummary } from './seed.ts';
import type { BenchStudents } from './student-seed.ts';

/** The baseline the scenarios are held to (issue 4: "the primary-key route"). */
export const REFERENCE = 'pk-select';
/** The other baseline: the reference is judged against it, the scenarios are not. */
export const TRIVIAL = 'trivial';

export interface Ratios {
  reqPerSec: number;
  p99: number;
}

export interface ScenarioVerdict extends Measurement {
  /** Ratios to each baseline that ran cleanly, by baseline name. */
  ratios: Record<string, Ratios>;
  passed: boolean;
  /** Why a scenario failed, in words. */
  reason?: string;
}

/**
 * Ratios to the baselines, and PASS/FAIL: scenarios against pk-select, pk-select's req/s against
 * trivial's (what a signed-in request costs over a bare one), trivial by having run cleanly.
 */
export function judge(measurements: Measurement[]): ScenarioVerdict[] {
  const baselines = measurements.filter(
    (m) => m.kind === 'baseline' && m.ok && m.reqPerSec > 0 && m.p99Ms > 0,
  );
  return measurements.map((m) => {
    const ratios: Record<string, Ratios> = {};
    if (m.ok) {
      for (const b of baselines)
        ratios[b.name] = { reqPerSec: m.reqPerSec / b.reqPerSec, p99: m.p99Ms / b.p99Ms };
    }
    if (!m.ok) return { ...m, ratios, passed: false, reason: m.problem ?? 'did not run' };
    if (m.name === REFERENCE) {
      const trivial = ratios[TRIVIAL];
      if (!trivial) return { ...m, ratios, passed: false, reason: `no usable ${TRIVIAL} baseline` };
      const passed = trivial.reqPerSec >= TARGETS.minReferenceToTrivialRatio;
      return {
        ...m,
        ratios,
        passed,
        reason: passed ? undefined : `req/s ÷ ${TRIVIAL} < ${TARGETS.minReferenceToTrivialRatio}`,
      };
    }
    if (m.kind === 'baseline') return { ...m, ratios, passed: true };
    const reference = ratios[REFERENCE];
    if (!reference) return { ...m, ratios, passed: false, reason: `no usable ${REFERENCE} baseline` };
    const targets = m.targets ?? TARGETS;
    const reasons = [
      reference.reqPerSec < targets.minThroughputRatio ? `req/s ratio < ${targets.minThroughputRatio}` : '',
      reference.p99 > targets.maxP99Ratio ? `p99 ratio > ${targets.maxP99Ratio}` : '',
    ].filter(Boolean);
    return { ...m, ratios, passed: reasons.length === 0, reason: reasons.join(', ') || undefined };
  });
}

const mark = (passed: boolean) => (passed ? 'PASS' : 'FAIL');
const COLUMNS = [
  ['scenario', 22],
  ['req/s', 7],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['req/s÷triv', 11],
  ['p99÷triv', 9],
  ['req/s÷pk', 9],
  ['p99÷pk', 7],
] as const;

function row(cells: string[], result: string): string {
  const padded = cells.map((cell, i) =>
    i === 0 ? cell.padEnd(COLUMNS[i]![1]) : cell.padStart(COLUMNS[i]![1]),
  );
  return `${padded.join('  ')}  ${result}`;
}

/**
 * One line per scenario: req/s, p50, p99, the ratios to both baselines, and the verdict (scenarios
 * are judged against pk-select only).
 */
export function printScenarios(verdicts: ScenarioVerdict[]): void {
  console.log(
    row(
      COLUMNS.map(([title]) => title),
      'result',
    ),
  );
  const ratio = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));
  for (const v of verdicts) {
    if (!v.ok) {
      console.log(`${v.name.padEnd(COLUMNS[0][1])}  FAIL  ${v.reason}`);
      continue;
    }
    const trivial = v.ratios[TRIVIAL];
    const reference = v.ratios[REFERENCE];
    const verdict = `${mark(v.passed)}${v.reason ? ` (${v.reason})` : ''}`;
    const result =
      v.name === REFERENCE
        ? `baseline (reference), ${verdict}`
        : v.kind === 'baseline'
          ? 'baseline'
          : verdict;
    console.log(
      row(
        [
          v.name,
          v.reqPerSec.toFixed(0),
          v.p50Ms.toFixed(1),
          v.p99Ms.toFixed(1),
          ratio(trivial?.reqPerSec),
          ratio(trivial?.p99),
          ratio(reference?.reqPerSec),
          ratio(reference?.p99),
        ],
        result,
      ),
    );
  }
  console.log(
    `targets for scenarios: req/s ÷ ${REFERENCE} ≥ ${TARGETS.minThroughputRatio}, p99 ÷ ${REFERENCE} ≤ ${TARGETS.maxP99Ratio}; ` +
      `for ${REFERENCE}: req/s ÷ ${TRIVIAL} ≥ ${TARGETS.minReferenceToTrivialRatio}`,
  );
}

export function printChecks(checks: Check[]): void {
  for (const check of checks) console.log(`${mark(check.passed)}  ${check.name}: ${check.detail}`);
}

export interface BenchReport {
  passed: boolean;
  startedAt: string;
  seconds: number;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  config: BenchConfig;
  targets: typeof TARGETS;
  reference: string;
  seed: SeedSummary;
  /** The students signed in for the training scenarios, the soak and the browser. */
  studentSeed: BenchStudents['summary'];
  /** The SPA build the bundle and vitals checks used (null with --skip-web). */
  web: { seconds: number } | null;
  scenarios: ScenarioVerdict[];
  checks: Check[];
}

export function machine(): BenchReport['machine'] {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export function writeReport(file: string, report: BenchReport): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
