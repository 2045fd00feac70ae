import { describe, expect, it } from 'vitest';
import { readLibraryQuery, writeLibraryQuery } from './library-query.ts';

describe('the library query in the URL', () => {
  it('reads the filters it knows and drops what it does not', () => {
    const query = readLibraryQuery(
      new URLSearchParams(
        'visao=biblioteca&busca=%20full%20body%20&nivel=avancado&objetivo=Emagrecimento&dias=3&pagina=2',
      ),
    );
    expect(query).toEqual({
      q: 'full body',
      level: 'avancado',
      goal: 'Emagrecimento',
      days: 3,
      page: 2,
      pageSize: 12,
    });
    expect(readLibraryQuery(new URLSearchParams('nivel=expert&objetivo=voar&dias=9&pagina=-1'))).toEqual({
      q: undefined,
      level: undefined,
      goal: undefined,
      days: undefined,
      page: 1,
      pageSize: 12,
    });
  });

  it('keeps the other keys, starts a new search on page 1 and removes a cleared filter', () => {
    const start = new URLSearchParams('visao=biblioteca&q=ana&dias=3&pagina=4');
    const searched = writeLibraryQuery(start, { q: ' agachamento ' });
    expect(searched.toString()).toBe('visao=biblioteca&q=ana&dias=3&busca=agachamento');
    const cleared = writeLibraryQuery(searched, { days: '' });
    expect(cleared.toString()).toBe('visao=biblioteca&q=ana&busca=agachamento');
    expect(writeLibraryQuery(cleared, { page: 2 }).get('pagina')).toBe('2');
  });
});
