import { expect, test } from 'vitest';
import { readListQuery, writeListQuery } from './list-query.ts';

const read = (search: string) => readListQuery(new URLSearchParams(search));
const write = (search: string, change: Parameters<typeof writeListQuery>[1]) =>
  writeListQuery(new URLSearchParams(search), change).toString();

test('an empty query string is the default list', () => {
  expect(read('')).toEqual({ q: undefined, status: 'all', sort: 'priority', page: 1, pageSize: 10 });
});

test('known values are read back as they were written', () => {
  expect(read('q=ana&status=no_plan&sort=name_desc&page=4')).toEqual({
    q: 'ana',
    status: 'no_plan',
    sort: 'name_desc',
    page: 4,
    pageSize: 10,
  });
});

test('unknown values fall back to the defaults', () => {
  expect(read('q=%20%20&status=x&sort=y&page=0')).toMatchObject({
    q: undefined,
    status: 'all',
    sort: 'priority',
    page: 1,
  });
  expect(read('page=2.5')).toMatchObject({ page: 1 });
  expect(read('page=abc')).toMatchObject({ page: 1 });
});

test('defaults are left out of the URL', () => {
  expect(write('status=review&page=3', { status: 'all' })).toBe('');
  expect(write('', { sort: 'priority', q: '  ' })).toBe('');
});

test('changing what is listed starts again on page 1; paging keeps the rest', () => {
  expect(write('q=ana&page=3', { sort: 'name_asc' })).toBe('q=ana&sort=name_asc');
  expect(write('q=ana&status=active', { page: 2 })).toBe('q=ana&status=active&page=2');
  expect(write('q=ana&page=2', { q: ' joão ' })).toBe('q=jo%C3%A3o');
});

test('other parameters in the URL are left alone', () => {
  expect(write('foo=1', { status: 'inactive' })).toBe('foo=1&status=inactive');
});
