import { describe, expect, it } from 'vitest';
import { checkDetails, EMPTY_DETAILS } from './template-details.ts';

describe("'Salvar como modelo' checks its fields before sending", () => {
  it('names what is missing', () => {
    const checked = checkDetails({ ...EMPTY_DETAILS, name: '   ' }, 3);
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'library.validation.name',
        level: 'library.validation.level',
        goal: 'library.validation.goal',
      },
    });
  });

  it('refuses a name too long and a plan of more than a week', () => {
    const checked = checkDetails(
      { name: 'x'.repeat(81), description: '', level: 'iniciante', goal: 'Emagrecimento' },
      8,
    );
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors.name).toBe('library.validation.nameLong');
      expect(checked.errors.days).toBe('library.validation.tooManyDays');
    }
  });

  it('trims what it sends', () => {
    expect(
      checkDetails(
        { name: '  Full body 3x  ', description: ' Base ', level: 'intermediario', goal: 'Reabilitação' },
        3,
      ),
    ).toEqual({
      ok: true,
      details: { name: 'Full body 3x', description: 'Base', level: 'intermediario', goal: 'Reabilitação' },
    });
  });
});
