import { describe, expect, test } from 'vitest';
import { secondsValue } from './seconds-value.ts';

describe('secondsValue', () => {
  test.each(['30s', '30 s', '30S', '30seg', '30 seg.', '30 segundos', '30 sec', ' 30 '])(
    '%j is 30 seconds, shown once with its unit',
    (typed) => {
      expect(secondsValue(typed)).toBe('30');
    },
  );

  test('anything that is not a number of seconds stays as typed', () => {
    expect(secondsValue('até a falha')).toBe('até a falha');
    expect(secondsValue('30-45')).toBe('30-45');
    expect(secondsValue('1 min')).toBe('1 min');
  });
});
