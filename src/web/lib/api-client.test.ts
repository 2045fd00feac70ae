import { describe, expect, expectTypeOf, test } from 'vitest';
import type { CurrentSession } from '#shared/contracts/account.ts';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { fakeFetch, offline } from '#web/testing/fake-fetch.ts';
import { ApiError, api, requestOf } from './api-client.ts';

function answer(status: number, body: unknown) {
  fakeFetch(() => new Response(JSON.stringify(body), { status }));
}

describe('api client', () => {
  test('turns an error code into the app’s own Portuguese message', async () => {
    answer(409, { error: { code: 'EMAIL_TAKEN', message: 'whatever the server said' } });
    const body = { name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'Senha123' };
    await expect(api('POST /api/register', { body })).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Este email já está cadastrado.',
    });
  });

  test('an unknown code or a bare 500 still reads as Portuguese', async () => {
    answer(500, 'not json at all');
    const error = await api('GET /api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Ocorreu um erro inesperado. Tente novamente em instantes.');
  });

  test('a refused call (429) says so in Portuguese, whatever the body', async () => {
    answer(429, { error: { code: 'RATE_LIMITED', message: 'x' } });
    await expect(api('GET /api/me')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Muitas requisições em pouco tempo. Aguarde um instante e tente de novo.',
    });
  });

  test('a dropped connection says so', async () => {
    fakeFetch(offline);
    await expect(api('GET /api/session')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  test('a call names its route; its params fill the path, encoded, and its query follows without the absent', async () => {
    expect(requestOf('GET /api/session')).toEqual({ method: 'GET', path: '/api/session', body: undefined });
    expect(
      requestOf('PUT /api/students/:id/plan', { params: { id: 'a b/c' }, body: { version: 3, plan: [] } }),
    ).toEqual({ method: 'PUT', path: '/api/students/a%20b%2Fc/plan', body: { version: 3, plan: [] } });
    const query = { status: 'all', sort: 'name_asc', page: 2, pageSize: 10, q: undefined } as const;
    expect(requestOf('GET /api/students', { query }).path).toBe(
      '/api/students?status=all&sort=name_asc&page=2&pageSize=10',
    );
    expect(requestOf('GET /api/exercises', { query: { q: undefined } }).path).toBe('/api/exercises');
    expect(requestOf('GET /api/students', { query: { ...query, q: 'joão & ana' } }).path).toBe(
      '/api/students?status=all&sort=name_asc&page=2&pageSize=10&q=jo%C3%A3o+%26+ana',
    );

    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await api('DELETE /api/students/:id', { params: { id: 'st-1' } })).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/students/st-1', expect.objectContaining({ method: 'DELETE' }));
  });

  test('the route map, not the call site, types what a call sends and receives', () => {
    expectTypeOf<Awaited<ReturnType<typeof api<'GET /api/students/:id'>>>>().toEqualTypeOf<StudentDetail>();
    expectTypeOf<Awaited<ReturnType<typeof api<'GET /api/session'>>>>().toEqualTypeOf<CurrentSession>();
    // @ts-expect-error a path the API does not have
    expectTypeOf(requestOf).toBeCallableWith('GET /api/nowhere');
    // @ts-expect-error a route with `:id` needs its params
    expectTypeOf(requestOf).toBeCallableWith('GET /api/students/:id');
    // @ts-expect-error the body is the route's (SetLogBody), not anything
    expectTypeOf(requestOf).toBeCallableWith('PUT /api/me/sets/:id', {
      params: { id: 'x' },
      body: { reps: '8' },
    });
  });
});
