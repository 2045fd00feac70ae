import { expect, test } from 'vitest';
import { textBlocks } from './text-blocks.ts';

test('numbered lines become steps and bullets a list', () => {
  expect(textBlocks('1. Deite no banco.\n2. Segure a barra.\n- Expire na subida\n* Não trave')).toEqual([
    { kind: 'steps', items: ['Deite no banco.', 'Segure a barra.'] },
    { kind: 'bullets', items: ['Expire na subida', 'Não trave'] },
  ]);
});

test('plain lines join into paragraphs split by blank lines, without markdown markers', () => {
  expect(textBlocks('## Posição\nFique **em pé**\ncom os pés afastados.\n\nRespire.')).toEqual([
    { kind: 'paragraph', text: 'Posição Fique em pé com os pés afastados.' },
    { kind: 'paragraph', text: 'Respire.' },
  ]);
});

test('HTML stays text: nothing is interpreted', () => {
  expect(textBlocks('<img src=x onerror=alert(1)>')).toEqual([
    { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
  ]);
});

test('empty or missing text has no blocks', () => {
  expect(textBlocks('')).toEqual([]);
  expect(textBlocks(null)).toEqual([]);
  expect(textBlocks('\n\n  \n')).toEqual([]);
});
