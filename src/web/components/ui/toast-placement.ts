/**
 * Where toasts go among the controls (toaster.tsx loads this with the first toast): the first band of
 * the screen, at or below the marked bars, where no control shows.
 */

const EDGE = 16;
const GAP = 8;

/** What a person may tap or must read to act: a toast may cover text, never one of these. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[data-toast-avoid]',
  ...[
    'button',
    'radio',
    'checkbox',
    'switch',
    'slider',
    'tab',
    'link',
    'menuitem',
    'progressbar',
    'timer',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/** The boxes of the controls a person can see and use now that share the toasts' column. */
function controlBoxes(column: DOMRect, toaster: Element): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (toaster.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.height === 0 || box.width === 0) continue;
    if (box.right <= column.left || box.left >= column.right) continue;
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    // Behind an open dialog (hidden from assistive tech) or in a closed light dialog: not usable now.
    if (control.closest('[aria-hidden="true"], [inert]')) continue;
    boxes.push(box);
  }
  return boxes;
}

/** The toasts' top: the first band at or below `floor` (below the marked bars) where no control shows. */
export function placeTop(column: DOMRect, toaster: Element, floor: number): number {
  const boxes = controlBoxes(column, toaster);
  const candidates = [floor, ...boxes.map((box) => Math.ceil(box.bottom) + GAP)]
    .filter((top) => top >= floor)
    .sort((a, b) => a - b);
  for (const top of candidates) {
    if (top + column.height > window.innerHeight - EDGE) break;
    if (boxes.every((box) => box.bottom <= top || box.top >= top + column.height)) return top;
  }
  return floor;
}
