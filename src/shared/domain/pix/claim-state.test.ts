import { describe, expect, it } from 'vitest';
import { decideClaim, formatCents, isPendingClaim, priceInCents } from './claim-state.ts';

describe('payment claim state machine', () => {
  it('moves an informed claim to confirmed or rejected', () => {
    expect(decideClaim('informado', 'confirmar')).toEqual({ ok: true, status: 'confirmado' });
    expect(decideClaim('informado', 'rejeitar')).toEqual({ ok: true, status: 'rejeitado' });
  });

  it('decides a claim once: no second confirmation, no turn after a rejection', () => {
    for (const decision of ['confirmar', 'rejeitar'] as const) {
      expect(decideClaim('confirmado', decision)).toEqual({ ok: false, error: 'CLAIM_ALREADY_DECIDED' });
      expect(decideClaim('rejeitado', decision)).toEqual({ ok: false, error: 'CLAIM_ALREADY_DECIDED' });
    }
  });

  it('lists only informed claims as pending', () => {
    expect(isPendingClaim('informado')).toBe(true);
    expect(isPendingClaim('confirmado')).toBe(false);
    expect(isPendingClaim('rejeitado')).toBe(false);
  });

  it('keeps money in centavos and writes it the Brazilian way', () => {
    expect(priceInCents(330)).toBe(33000);
    expect(priceInCents(19.99)).toBe(1999);
    expect(formatCents(25000)).toBe('R$ 250,00');
    expect(formatCents(125050)).toBe('R$ 1.250,50');
    expect(formatCents(5)).toBe('R$ 0,05');
  });
});
