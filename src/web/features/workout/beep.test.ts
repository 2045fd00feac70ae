import { expect, test, vi } from 'vitest';
import { beep, primeAudio, releaseAudio } from './beep.ts';

function fakeContext(state: AudioContextState = 'running') {
  const oscillator = {
    type: '',
    frequency: { value: 0 },
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
  };
  const gain = { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
  const ctx = {
    state,
    currentTime: 12,
    destination: { name: 'speakers' },
    createOscillator: vi.fn(() => oscillator),
    createGain: vi.fn(() => gain),
    resume: vi.fn(() => Promise.resolve()),
  };
  return { ctx, oscillator, gain };
}

test('beeps at 880 Hz for 0.2 s through a gain to the speakers', () => {
  const { ctx, oscillator, gain } = fakeContext();
  beep(ctx as unknown as AudioContext);
  expect(oscillator.frequency.value).toBe(880);
  expect(oscillator.connect).toHaveBeenCalledWith(gain);
  expect(gain.connect).toHaveBeenCalledWith(ctx.destination);
  expect(oscillator.start).toHaveBeenCalledWith(12);
  expect(oscillator.stop).toHaveBeenCalledWith(12 + 0.2);
});

test('no context, or a context that throws, is silent', () => {
  expect(() => beep(null)).not.toThrow();
  const { ctx } = fakeContext();
  ctx.createOscillator.mockImplementation(() => {
    throw new Error('closed');
  });
  expect(() => beep(ctx as unknown as AudioContext)).not.toThrow();
});

test('priming makes one context on the first tap, resumes a suspended one, and tolerates none', () => {
  const { ctx } = fakeContext('suspended');
  const Ctor = vi.fn(function () {
    return ctx;
  });
  vi.stubGlobal('AudioContext', Ctor);
  const made = primeAudio(null);
  expect(made).toBe(ctx);
  expect(ctx.resume).toHaveBeenCalled();
  expect(primeAudio(made)).toBe(ctx);
  expect(Ctor).toHaveBeenCalledTimes(1);

  vi.stubGlobal('AudioContext', undefined);
  expect(primeAudio(null)).toBeNull();
});

test('releasing closes the context, and tolerates none or a broken one', () => {
  const close = vi.fn(() => Promise.resolve());
  releaseAudio({ close } as unknown as AudioContext);
  expect(close).toHaveBeenCalled();
  expect(() => releaseAudio(null)).not.toThrow();
  expect(() => releaseAudio({} as AudioContext)).not.toThrow();
});
