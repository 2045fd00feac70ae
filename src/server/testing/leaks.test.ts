import { expect, test } from 'vitest';
import { leaksIn } from './leaks.ts';

test('the leak detector finds a marker anywhere in an answer, and nothing in a clean one', () => {
  const markers = ['id-da-outra', 'Aluno Beta Tamanduá', 'beta@exemplo.com.br'];
  const leaking = JSON.stringify({ items: [{ id: 'minha' }, { nested: [{ who: 'Aluno Beta Tamanduá' }] }] });
  expect(leaksIn(leaking, markers)).toEqual(['Aluno Beta Tamanduá']);
  expect(leaksIn(JSON.stringify({ 'id-da-outra': 1 }), markers)).toEqual(['id-da-outra']);
  expect(leaksIn('event: student\ndata: beta@exemplo.com.br', markers)).toEqual(['beta@exemplo.com.br']);
  expect(leaksIn(JSON.stringify({ items: [{ id: 'minha', name: 'Aluna Alfa' }] }), markers)).toEqual([]);
});
