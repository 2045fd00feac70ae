import type { Page } from '@playwright/test';

// Code that runs inside the page is kept as text: a function would be serialised after tsx compiled
// it, with helpers the page does not have.

/** Before any page script: records LCP candidates, layout shifts and Event Timing entries (≥ 16 ms). */
export const inPageRecorder = {
  content: `(() => {
    const rec = { lcp: [], shifts: [], events: [] };
    window.__bench = rec;
    const describe = (el) => {
      if (!el) return '(removed)';
      const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      return el.tagName.toLowerCase() + (text ? ' "' + text + '"' : '');
    };
    const observe = (type, push, extra) => {
      try {
        new PerformanceObserver((list) => list.getEntries().forEach(push)).observe({ type, buffered: true, ...extra });
      } catch (error) { rec[type + 'Unsupported'] = String(error); }
    };
    observe('largest-contentful-paint', (e) => rec.lcp.push({ startTime: e.startTime, size: e.size, element: describe(e.element) }));
    observe('layout-shift', (e) => rec.shifts.push({ startTime: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }));
    observe('event', (e) => rec.events.push({
      name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId,
      processingStart: e.processingStart, processingEnd: e.processingEnd,
    }), { durationThreshold: 16 });
  })();`,
};

interface Recorded {
  lcp: { startTime: number; size: number; element: string }[];
  shifts: { startTime: number; value: number; hadRecentInput: boolean }[];
  events: {
    name: string;
    startTime: number;
    duration: number;
    interactionId: number;
    processingStart: number;
    processingEnd: number;
  }[];
}

const recorded = async (page: Page) =>
  JSON.parse(await page.evaluate('JSON.stringify(window.__bench)')) as Recorded;

/**
 * CLS as web-vitals computes it: shifts without recent input grouped in session windows (gaps under
 * 1 s, at most 5 s long); the worst window counts.
 */
export function cumulativeLayoutShift(shifts: Recorded['shifts']): {
  cls: number;
  total: number;
  count: number;
} {
  let worst = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  for (const shift of counted) {
    if (window > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      window += shift.value;
    } else {
      window = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, window);
  }
  return { cls: worst, total: counted.reduce((sum, s) => sum + s.value, 0), count: counted.length };
}

/** When each request of the page started and ended (ms from navigation), for the report's waterfall. */
const waterfall = async (page: Page) =>
  JSON.parse(
    await page.evaluate(`JSON.stringify([
      ...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource'),
    ].map((e) => ({
      url: new URL(e.name).pathname + new URL(e.name).search, start: Math.round(e.startTime),
      end: Math.round(e.responseEnd), bytes: e.transferSize,
      sent: Math.round(e.requestStart), firstByte: Math.round(e.responseStart),
    })))`),
  ) as { url: string; start: number; end: number; bytes: number; sent: number; firstByte: number }[];

export async function readVitals(page: Page) {
  const rec = await recorded(page);
  const requests = await waterfall(page);
  const lcp = rec.lcp.at(-1);
  const { cls, total, count } = cumulativeLayoutShift(rec.shifts);
  return {
    lcpMs: lcp ? lcp.startTime : null,
    lcpElement: lcp?.element ?? 'none',
    lcpCandidates: rec.lcp,
    cls,
    clsTotal: total,
    shifts: count,
    requests,
  };
}

/**
 * A finger's touch at the centre of the button whose whole text matches `pattern`, through the DevTools
 * protocol. Not a locator's `tap()`: Playwright's locators install its injected script in the page, and
 * with it capture listeners on window for every pointer, touch and mouse event (not passive) that stay
 * for the page's life. A phone has none of them; in this page they ran inside the interaction being
 * timed and made the browser wait on the main thread for each touch.
 *
 * Nor `page.touchscreen.tap()`: it lifts the finger in the same instant it lands, so the lift's events
 * (pointerup, then the click) queue behind the landing's on a CPU slowed 8×, and the click's Event
 * Timing, which starts at the lift, is charged with the landing's work. A finger rests on the glass
 * for 50–150 ms; here it lifts once the page has handled the landing and shown the frame after it
 * (a state, not a time: 130–145 ms from landing to lift in the bench's runs).
 */
export async function tapButtonQuietly(page: Page, pattern: RegExp) {
  const box = await waitForButtonQuietly(page, pattern);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // Kept out of the evaluation's result, or Playwright would wait for it here, before the touch.
  await page.evaluate(`void (window.__landed = new Promise((resolve) => window.addEventListener('pointerdown',
    () => requestAnimationFrame(() => setTimeout(resolve, 0)), { capture: true, once: true })))`);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.evaluate('window.__landed');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * Taps the button named `name` (a touch at its centre, see tapButtonQuietly) and times until a dialog
 * named `name` is on screen: from the finger's lift (the pointerup's own timestamp; a tap acts on the
 * lift) to the first frame that shows it (a task queued after that frame's rAF runs once it is
 * painted). INP is the longest Event Timing entry of that interaction (pointerdown, pointerup, click).
 */
export async function timeTapToDialog(page: Page, name: string) {
  await page.evaluate(`(() => {
    const name = ${JSON.stringify(name)};
    const shown = () => [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')].some((el) => {
      const by = el.getAttribute('aria-labelledby');
      const label = by ? (document.getElementById(by)?.textContent || '').trim() : el.getAttribute('aria-label');
      const box = el.getBoundingClientRect();
      return label === name && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === 'visible';
    });
    let painted;
    window.__tap = { before: window.__bench.events.length, alreadyOpen: shown() };
    // Not JSON: read through waitForPaint below, never serialised with the rest.
    Object.defineProperty(window.__tap, 'painted', { value: new Promise((resolve) => { painted = resolve; }) });
    window.addEventListener('pointerdown', (event) => {
      window.__tap.down = event.timeStamp;
    }, { capture: true, once: true });
    window.addEventListener('pointerup', (event) => {
      window.__tap.t0 = event.timeStamp;
      const frame = () => {
        if (shown()) setTimeout(() => { window.__tap.t1 = performance.now(); painted(); }, 0);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  })()`);
  // A touch at the button's centre, as a finger gives it (see tapButtonQuietly).
  await tapButtonQuietly(page, new RegExp(`^${name}$`));
  // Not page.waitForFunction: a string predicate is compiled in the page with eval, which the app's CSP
  // refuses (a console error that failed the run's check while the dialog had shown).
  const visible = Boolean(
    await page.evaluate(
      'Promise.race([window.__tap.painted.then(() => true), new Promise((r) => setTimeout(() => r(false), 15000))])',
    ),
  );
  // Event Timing entries arrive after the frame that ends the interaction.
  await page.waitForTimeout(1500);
  const tap = JSON.parse(await page.evaluate('JSON.stringify(window.__tap)')) as {
    before: number;
    alreadyOpen: boolean;
    down?: number;
    t0?: number;
    t1?: number;
  };
  const rec = await recorded(page);
  const entries = rec.events
    .slice(tap.before)
    .filter((e) => e.interactionId > 0 && tap.down !== undefined && e.startTime >= tap.down - 1);
  const interaction = entries[0]?.interactionId;
  const mine = entries.filter((e) => e.interactionId === interaction);
  return {
    visible: visible && !tap.alreadyOpen,
    inpMs: mine.length > 0 ? Math.max(...mine.map((e) => e.duration)) : null,
    wallMs: tap.t0 !== undefined && tap.t1 !== undefined ? tap.t1 - tap.t0 : null,
    entries: mine,
  };
}

/**
 * Waits until the page has been quiet for `quietMs`: no task of 50 ms or more on its main thread and
 * no new download (Long Tasks and Resource Timing, read by the page). A student taps 'Registrar
 * Série' after a set, not while the run's code is still arriving and being compiled.
 */
export async function waitForQuietPage(page: Page, quietMs = 500, timeoutMs = 30_000) {
  await page.evaluate(
    `new Promise((resolve, reject) => {
      let last = performance.now();
      const observer = new PerformanceObserver(() => (last = performance.now()));
      observer.observe({ entryTypes: ['longtask', 'resource'] });
      const started = last;
      const check = () => {
        const now = performance.now();
        if (now - last >= ${quietMs}) { observer.disconnect(); resolve(true); }
        else if (now - started > ${timeoutMs}) { observer.disconnect(); reject(new Error('the page never went quiet')); }
        else setTimeout(check, 100);
      };
      setTimeout(check, 100);
    })`,
  );
}

/**
 * Waits until a button whose whole text matches `pattern` is on screen, checked by a MutationObserver
 * in the page, and gives its box. Playwright's own locator wait re-runs its role engine over the whole
 * page on every animation frame; on a CPU slowed 8× that polling competes with the page being measured.
 */
export async function waitForButtonQuietly(
  page: Page,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<{ x: number; y: number; width: number; height: number }> {
  return (await page.evaluate(
    `new Promise((resolve, reject) => {
      const pattern = new RegExp(${JSON.stringify(pattern.source)});
      // The box of the first matching button on screen, or null.
      const found = () => {
        for (const b of document.querySelectorAll('button')) {
          if (!pattern.test((b.textContent || '').trim())) continue;
          const r = b.getBoundingClientRect();
          if (r.width > 0 && r.height > 0) return { x: r.x, y: r.y, width: r.width, height: r.height };
        }
        return null;
      };
      const now = found();
      if (now) return resolve(now);
      const observer = new MutationObserver(() => {
        const box = found();
        if (box) { observer.disconnect(); resolve(box); }
      });
      observer.observe(document, { childList: true, subtree: true });
      setTimeout(() => { observer.disconnect(); reject(new Error('no button ' + pattern)); }, ${timeoutMs});
    })`,
  )) as { x: number; y: number; width: number; height: number };
}
