/**
 * Strings of the offline outbox, its indicator and the sign-out warning (keys 'offline.*'); pt-BR.ts
 * merges them into one typed table.
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

  'offline.signOut.title': 'Sair sem enviar?',
  'offline.signOut.sets.one': '1 série ainda aguarda envio. Se sair agora, ela será perdida.',
  'offline.signOut.sets.many': '{n} séries ainda aguardam envio. Se sair agora, elas serão perdidas.',
  'offline.signOut.other': 'Parte do seu treino ainda aguarda envio. Se sair agora, ela será perdida.',
  'offline.signOut.hint': 'Com a internet de volta, o envio acontece sozinho.',
  'offline.signOut.confirm': 'Sair mesmo assim',
  'offline.signOut.cancel': 'Cancelar',
  'offline.signOut.sending': 'Enviando séries pendentes...',
} as const;
