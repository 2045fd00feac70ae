/**
 * Strings of the offline outbox and its indicator (keys 'offline.*'); pt-BR.ts merges them into one
 * typed table. The sign-out warning's are in student-dialogs.ts.
 */
export const offlineStrings = {
  'offline.offline.none': 'sem conexão — o treino fica salvo no aparelho',
  'offline.offline.one': 'sem conexão — 1 série aguardando envio',
  'offline.offline.many': 'sem conexão — {n} séries aguardando envio',
  'offline.sending.one': 'enviando 1 série…',
  'offline.sending.many': 'enviando {n} séries…',
  'offline.dropped.one':
    'Um registro do treino feito sem conexão não foi aceito pelo servidor e foi descartado.',
  'offline.dropped.many':
    '{n} registros do treino feitos sem conexão não foram aceitos pelo servidor e foram descartados.',

  'offline.signOut.sending': 'Enviando séries pendentes...',
} as const;
