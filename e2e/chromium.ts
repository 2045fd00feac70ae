/**
 * This machine's Chromium and the flags every run of it gets (no sandbox, nothing phoning home): used by
 * playwright.config.ts and by the bench's vitals run, so both measure the same browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
