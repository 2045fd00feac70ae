/** Strings of the trainer's settings screens (keys 'settings.*'); pt-BR.ts merges them into one typed table. */
export const settingsStrings = {
  'settings.loading': 'Carregando configurações...',
  'settings.loadError': 'Não foi possível carregar suas configurações.',
  'settings.retry': 'Tentar novamente',
  'settings.aiStyleNotes': 'Notas de estilo para a IA',
  'settings.aiStyleNotesHint':
    'A IA segue estas notas ao gerar planos de treino para seus alunos: métodos que você prefere, exercícios que evita, volume, tom das mensagens.',
  'settings.aiStyleNotesPlaceholder': 'Ex.: prefiro treinos curtos, evito agachamento livre para iniciantes.',
  'settings.whatsapp': 'Seu WhatsApp',
  'settings.whatsappHint': 'Seus alunos usam este número para pedir a renovação do plano.',
  'settings.prices': 'Preços dos planos',
  'settings.pricesHint': 'Valores em reais, como 120,00. Deixe em branco para não definir.',
  'settings.price.1': 'Plano 1 mês',
  'settings.price.3': 'Plano 3 meses',
  'settings.price.6': 'Plano 6 meses',
  'settings.currency': 'R$',
  'settings.save': 'Salvar',
  'settings.saving': 'Salvando...',
  'settings.saved': 'Configurações salvas com sucesso!',
  'settings.reload': 'Recarregar',
} as const;
