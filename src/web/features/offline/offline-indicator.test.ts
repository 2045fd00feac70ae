import { describe, expect, test } from 'vitest';
import { indicatorText } from './offline-indicator.tsx';

describe('the offline line', () => {
  test('offline, it says so and counts the sets waiting', () => {
    expect(indicatorText(false, false, 0)).toBe('sem conexão — o treino fica salvo no aparelho');
    expect(indicatorText(false, false, 1)).toBe('sem conexão — 1 série aguardando envio');
    expect(indicatorText(false, true, 3)).toBe('sem conexão — 3 séries aguardando envio');
  });

  test('online with the server out of reach, sets waiting read as no connection', () => {
    expect(indicatorText(true, true, 2)).toBe('sem conexão — 2 séries aguardando envio');
  });

  test('online, it shows the sets going and nothing once they are gone', () => {
    expect(indicatorText(true, false, 1)).toBe('enviando 1 série…');
    expect(indicatorText(true, false, 4)).toBe('enviando 4 séries…');
    expect(indicatorText(true, false, 0)).toBeNull();
    expect(indicatorText(true, true, 0)).toBeNull();
  });
});
