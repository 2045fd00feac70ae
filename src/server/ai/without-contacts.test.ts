import { describe, expect, test } from 'vitest';
import { CONTACT_PATTERNS, stripContacts, withoutContacts } from './without-contacts.ts';

describe('model-written text carries no links or addresses', () => {
  test.each([
    ['Acesse http://evil.example/renovar e digite sua senha', 'Acesse e digite sua senha'],
    ['Acesse HTTPS://Evil.Example/renovar?x=1 agora.', 'Acesse agora.'],
    ['Veja hxxp://evil.example/x hoje', 'Veja hoje'],
    ['Veja www.evil.example/renovar hoje', 'Veja hoje'],
    ['Acesse evil.example/renovar e digite sua senha', 'Acesse e digite sua senha'],
    ['Renove em pagamento.com.br já', 'Renove em já'],
    ['Acesse evil . example / renovar', 'Acesse / renovar'],
    ['Acesse evil[.]example hoje', 'Acesse hoje'],
    ['Acesse evil ponto com hoje', 'Acesse hoje'],
    ['Escreva para suporte@evil.example com sua senha', 'Escreva para com sua senha'],
    ['Escreva para suporte @ evil . example hoje', 'Escreva para hoje'],
    ['Escreva para suporte arroba evil ponto com hoje', 'Escreva para hoje'],
    ['Escreva para suporte (at) evil (dot) com hoje', 'Escreva para hoje'],
  ])('%s', (text, expected) => {
    expect(stripContacts(text)).toBe(expected);
  });

  test.each([
    'Supino reto: 42.5 kg × 8 (ontem 40.0). Mantenha a carga.',
    'Treino leve. Com calma, suba a carga de Remada na próxima sessão.',
    'Boa sessão! Dor no joelho: reduza a amplitude. De resto, siga o plano.',
    'Aprox. de 10% a menos no agachamento, p.ex. 36 kg.',
    'Séries 3x10-12, descanso 60-90 s; RPE 8/10.',
  ])('training text is left as it is: %s', (text) => {
    expect(stripContacts(text)).toBe(text);
  });

  test('every string in an answer, however deep, except link fields by contract', () => {
    const plan = [
      {
        label: 'Peito (ver evil.example)',
        blocks: [{ exercises: [{ exerciseId: 'supino-reto', observation: 'Dúvidas: a@b.com' }] }],
      },
    ];
    expect(withoutContacts(plan)).toEqual([
      {
        label: 'Peito (ver )',
        blocks: [{ exercises: [{ exerciseId: 'supino-reto', observation: 'Dúvidas:' }] }],
      },
    ]);
    const exercise = { tutorial: '1. Deite. 2. Veja www.x.com', videoUrl: 'https://youtu.be/abc' };
    expect(withoutContacts(exercise)).toEqual({
      tutorial: '1. Deite. 2. Veja',
      videoUrl: 'https://youtu.be/abc',
    });
    const clean = { split: { 'Segunda-feira': 'Peito' }, reason: 'Três dias.' };
    expect(withoutContacts(clean)).toBe(clean);
  });

  test('what each pattern is tested for first is in every text it matches (a skipped text had none)', () => {
    const tokens = [
      'http',
      'hxxp',
      'ftp',
      's',
      ':',
      '//',
      ' :// ',
      ' ',
      '.',
      ' . ',
      '[.]',
      '( . )',
      '(dot)',
      ' ponto ',
      ' dot ',
      '@',
      ' @ ',
      ' arroba ',
      '[at]',
      '(AT)',
      ' at ',
      'www',
      'WWW',
      'evil',
      'example',
      'com',
      'COM',
      'br',
      'me',
      'x-y',
      'Mantenha',
      '42',
      '/',
      '?',
      '#',
      ':8080',
      'a',
      'co',
      'Com',
      'ção',
      '\n',
    ];
    let seed = 42;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    let matched = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: 2 + random(10) }, () => tokens[random(tokens.length)]).join('');
      for (const { needs, pattern } of CONTACT_PATTERNS) {
        pattern.lastIndex = 0;
        if (!pattern.test(text)) continue;
        matched += 1;
        expect(needs.test(text), `${pattern.source.slice(0, 30)} in ${JSON.stringify(text)}`).toBe(true);
      }
    }
    // The texts were contacts often enough for the check to mean something.
    expect(matched).toBeGreaterThan(1_000);
  });
});
