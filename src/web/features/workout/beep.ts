/** Spec §9: the rest timer ends with an 880 Hz beep of 0.2 s. */
export const BEEP_HZ = 880;
export const BEEP_SECONDS = 0.2;

type AudioContextClass = new () => AudioContext;

/**
 * The page's AudioContext, made (or resumed) inside the tap that logged the set: mobile browsers only
 * let sound start from a user gesture. Null where the browser has no Web Audio.
 */
export function primeAudio(current: AudioContext | null): AudioContext | null {
  const win = globalThis as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  const Ctor = win.AudioContext ?? win.webkitAudioContext;
  let ctx = current;
  try {
    ctx ??= Ctor ? new Ctor() : null;
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
  } catch {
    return current;
  }
  return ctx;
}

/** One short sine beep on `ctx`, faded out so it does not click. Never throws. */
export function beep(ctx: AudioContext | null): void {
  if (!ctx) return;
  try {
    const start = ctx.currentTime;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = BEEP_HZ;
    gain.gain.setValueAtTime(0.3, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + BEEP_SECONDS);
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + BEEP_SECONDS);
  } catch {
    // A beep is a nicety: a browser that refuses it must not break the run.
  }
}

/** Lets the audio device go when the run closes. Never throws. */
export function releaseAudio(ctx: AudioContext | null): void {
  try {
    void ctx?.close().catch(() => undefined);
  } catch {
    // Already closed, or a browser without close(): nothing to release.
  }
}
