import { describe, expect, test, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('api client', () => {
  test('turns an error code into the app’s own Portuguese message', async () => {
    answer(409, { error: { code: 'EMAIL_TAKEN', message: 'whatever the server said' } });
    await expect(api('POST', '/api/register', {})).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Este email já está cadastrado.',
    });
  });

  test('an unknown code or a bare 500 still reads as Portuguese', async () => {
    answer(500, 'not json at all');
    const error = await api('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Ocorreu um erro inesperado. Tente novamente em instantes.');
  });

  test('a dropped connection says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('GET', '/api/session')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});
