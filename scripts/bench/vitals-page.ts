import type { Locator, Page } from '@playwright/test';

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
 * Taps `button` (a plain touch at its centre) and times until a dialog named `name` is on screen: from the touch's own timestamp
 * to the first frame that shows it (a task queued after that frame's rAF runs once it is painted).
 * INP is the longest Event Timing entry of that interaction (pointerdown, pointerup, click).
 */
export async function timeTapToDialog(page: Page, button: Locator, name: string) {
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
      window.__tap.t0 = event.timeStamp;
      const frame = () => {
        if (shown()) setTimeout(() => { window.__tap.t1 = performance.now(); painted(); }, 0);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  })()`);
  // A touch at the button's centre, as a finger gives it. Not `button.tap()`: Playwright's actions
  // check the hit target from listeners they add to the page for the pointer, touch and click events,
  // and on a CPU slowed 8× those checks (elementsFromPoint, a style and layout pass each) ran inside
  // the very interaction being timed.
  const box = await button.boundingBox();
  if (!box) throw new Error(`'${name}': its button is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
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
    t0?: number;
    t1?: number;
  };
  const rec = await recorded(page);
  const entries = rec.events
    .slice(tap.before)
    .filter((e) => e.interactionId > 0 && tap.t0 !== undefined && e.startTime >= tap.t0 - 1);
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
 * Waits until a button whose whole text matches `pattern` is on screen, checked by a MutationObserver
 * in the page. Playwright's own locator wait re-runs its role engine over the whole page on every
 * animation frame; on a CPU slowed 8× that polling competes with the page being measured.
 */
export async function waitForButtonQuietly(page: Page, pattern: RegExp, timeoutMs = 60_000) {
  await page.evaluate(
    `new Promise((resolve, reject) => {
      const pattern = new RegExp(${JSON.stringify(pattern.source)});
      const found = () => [...document.querySelectorAll('button')].some((b) => {
        if (!pattern.test((b.textContent || '').trim())) return false;
        const box = b.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
      if (found()) return resolve(true);
      const observer = new MutationObserver(() => {
        if (found()) { observer.disconnect(); resolve(true); }
      });
      observer.observe(document, { childList: true, subtree: true });
      setTimeout(() => { observer.disconnect(); reject(new Error('no button ' + pattern)); }, ${timeoutMs});
    })`,
  );
}
