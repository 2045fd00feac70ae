import { chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';
import type { Check } from './checks.ts';
import { SLOW_PHONE, TARGETS } from './config.ts';
import {
  inPageRecorder,
  readVitals,
  tapButtonQuietly,
  timeTapToDialog,
  waitForButtonQuietly,
  waitForQuietPage,
} from './vitals-page.ts';

const START = 'Começar a Treinar';
const LOG = 'Registrar Série';

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A phone of 2024 on a bad connection: CPU 8× slower, slow 4G, 360×640. */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/**
 * The student opening the app again the next day: same browser (HTTP cache, service worker once it
 * is active), a new tab on the same slow phone. Reported beside the cold load, not judged.
 */
async function repeatVisit(previous: Page) {
  const serviceWorker = await previous
    .evaluate(
      `'serviceWorker' in navigator ? Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 10000))]) : false`,
    )
    .catch(() => false);
  const page = await previous.context().newPage();
  await page.addInitScript(inPageRecorder);
  await slowDown(page);
  await page.goto('/aluno');
  await waitForButtonQuietly(page, /^(Começar a Treinar|Continuar Treino)$/);
  await page.waitForTimeout(1000);
  const vitals = await readVitals(page);
  await page.close();
  return {
    serviceWorker: Boolean(serviceWorker),
    lcpMs: vitals.lcpMs,
    cls: vitals.cls,
    requests: vitals.requests,
    lcpCandidates: vitals.lcpCandidates,
  };
}

/** What the tap's trace records besides the timeline: the input's route to the page and its frames. */
const TAP_TRACE = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'input',
  'latencyInfo',
  'blink',
  'cc',
  'benchmark',
  'toplevel',
];

/**
 * `work`, under a Chromium performance trace written to `$BENCH_TRACE/<name>.json` when BENCH_TRACE is
 * set (docs/bench.md): the cold visit's load, and the tap on 'Registrar Série'.
 */
async function traced<T>(page: Page, name: string, work: () => Promise<T>, categories?: string[]) {
  const dir = process.env.BENCH_TRACE;
  const browser = page.context().browser();
  if (!dir || !browser) return work();
  await browser.startTracing(page, { path: `${dir}/${name}.json`, categories });
  try {
    return await work();
  } finally {
    await browser.stopTracing();
  }
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;
type Login = { email: string; password: string };

/**
 * One cold visit of the student home in headless Chromium on a slow phone (no cache, no service
 * worker): LCP and CLS of the home, then 'Começar a Treinar' and a tap on 'Registrar Série' until its
 * dialog shows (INP by the Event Timing API, and wall time from the touch to the dialog painted);
 * with `repeat`, the next visit too.
 */
async function measureOnce(browser: Browser, baseUrl: string, login: Login, repeat: boolean) {
  const context = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: SLOW_PHONE.viewport,
    baseURL: baseUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const signIn = await context.request.post('/api/session', { headers: { origin: baseUrl }, data: login });
    if (!signIn.ok()) throw new Error(`student sign-in answered ${signIn.status()}`);
    // The server renders the student's home with code it loads for the first such page (decision 052):
    // a cost of the instance's first minutes, not of each visit.
    await context.request.get('/aluno');

    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // As in e2e/support.ts: a 4xx is an answer, any other console error is a bug.
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
    });
    const scripts = new Map<string, { bytes: number; encoding: string }>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || url.pathname === '/sw.js') return;
      const headers = response.headers();
      scripts.set(url.pathname, {
        bytes: Number(headers['content-length'] ?? 0),
        encoding: headers['content-encoding'] ?? 'identity',
      });
    });
    await page.addInitScript(inPageRecorder);
    // How fast this machine runs JavaScript right now, before slowing it down: other work on a shared
    // machine slows the "phone" further, and this figure (lower is faster) shows it between runs.
    const calibrationMs = Number(
      await page.evaluate(
        '(() => { const t = performance.now(); let x = 0; for (let i = 0; i < 2e7; i++) x += i % 7; return performance.now() - t + (x < 0 ? 1 : 0); })()',
      ),
    );
    await slowDown(page);

    const homeSeconds = await traced(page, `vitals-${login.email}`, async () => {
      const started = performance.now();
      await page.goto('/aluno');
      await waitForButtonQuietly(page, new RegExp(`^${START}$`));
      return (performance.now() - started) / 1000;
    });
    // Let the page settle (late images, fonts, the idle prefetch) before reading LCP and CLS.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const home = await readVitals(page);
    const firstScreenScripts = [...scripts.entries()];

    const opening = performance.now();
    await tapButtonQuietly(page, new RegExp(`^${START}$`));
    await waitForButtonQuietly(page, new RegExp(`^${LOG}$`));
    const openSeconds = (performance.now() - opening) / 1000;
    await waitForQuietPage(page);
    const tap = await traced(page, `tap-${login.email}`, () => timeTapToDialog(page, LOG), TAP_TRACE);
    const next = repeat ? await repeatVisit(page) : undefined;
    return { home, homeSeconds, calibrationMs, scripts: firstScreenScripts, tap, openSeconds, next, errors };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const list = (values: (number | null)[], format: (v: number) => string) =>
  values.map((v) => (v === null ? '-' : format(v))).join(', ');

/**
 * The student home measured `logins.length` times (each a cold visit by another student), judged on
 * the median: one run on a shared machine is too noisy to judge on. Every run is listed.
 */
export async function vitalsChecks(baseUrl: string, logins: Login[]): Promise<Check[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: Awaited<ReturnType<typeof measureOnce>>[] = [];
  try {
    for (const [i, login] of logins.entries()) runs.push(await measureOnce(browser, baseUrl, login, i === 0));
  } finally {
    await browser.close();
  }
  const [first] = runs;
  const lcp = median(runs.map((r) => r.home.lcpMs ?? Infinity));
  const cls = median(runs.map((r) => r.home.cls));
  // No Event Timing entry over the 16 ms threshold counts as 16 ms; a dialog never seen, as never.
  const inp = median(runs.map((r) => r.tap.inpMs ?? 16));
  const wall = median(runs.map((r) => (r.tap.visible && r.tap.wallMs !== null ? r.tap.wallMs : Infinity)));
  const errors = runs.flatMap((r) => r.errors);
  const wireBytes = first!.scripts.reduce((sum, [, s]) => sum + s.bytes, 0);
  const encodings = [...new Set(first!.scripts.map(([, s]) => s.encoding))].join('/');
  const setting =
    `median of ${runs.length} cold visits; CPU ${SLOW_PHONE.cpuSlowdown}× slower, ${SLOW_PHONE.latencyMs} ms RTT, ` +
    `1.6/0.75 Mbps, 360×640; machine speed: fixed JS loop ${list(
      runs.map((r) => r.calibrationMs),
      ms,
    )} unthrottled`;
  const errorNote = errors.length > 0 ? `; page errors: ${errors.slice(0, 3).join(' | ')}` : '';
  const next = first!.next;
  return [
    {
      name: 'vitals-lcp',
      passed: lcp <= TARGETS.maxLcpMs && errors.length === 0,
      detail:
        `LCP ${ms(lcp)} (target ≤ ${ms(TARGETS.maxLcpMs)}; runs ${list(
          runs.map((r) => r.home.lcpMs),
          ms,
        )}) on the student home, element ${first!.home.lcpElement}; '${START}' visible after ` +
        `${list(
          runs.map((r) => r.homeSeconds),
          (v) => `${v.toFixed(1)} s`,
        )}; next visit (cached${next?.serviceWorker ? ', service worker' : ''}): LCP ${next?.lcpMs == null ? '-' : ms(next.lcpMs)}; ` +
        `${first!.scripts.length} JS files, ${(wireBytes / 1024).toFixed(1)} KB on the wire (${encodings}); ${setting}${errorNote}`,
      data: { lcpMs: lcp, errors, runs },
    },
    {
      name: 'vitals-cls',
      passed: cls <= TARGETS.maxCls,
      detail:
        `CLS ${cls.toFixed(3)} (target ≤ ${TARGETS.maxCls}; runs ${list(
          runs.map((r) => r.home.cls),
          (v) => v.toFixed(3),
        )}; ` +
        `worst total of shifts without recent input ${Math.max(...runs.map((r) => r.home.clsTotal)).toFixed(3)})`,
      data: { cls },
    },
    {
      name: 'vitals-inp',
      passed: inp <= TARGETS.maxInpMs && wall <= TARGETS.maxTapToPaintMs,
      detail:
        `tap on '${LOG}' → its dialog: INP ${ms(inp)}, touch to dialog painted ${Number.isFinite(wall) ? ms(wall) : 'never'} ` +
        `(targets INP ≤ ${ms(TARGETS.maxInpMs)}, painted ≤ ${ms(TARGETS.maxTapToPaintMs)}; runs INP ${list(
          runs.map((r) => r.tap.inpMs),
          ms,
        )}, painted ${list(
          runs.map((r) => r.tap.wallMs),
          ms,
        )}); '${START}' opened the run in ${list(
          runs.map((r) => r.openSeconds),
          (v) => `${v.toFixed(1)} s`,
        )}`,
      data: { inpMs: inp, wallMs: wall },
    },
  ];
}
