/** Strings of the admin panel (keys 'admin.*' beyond the title every screen has). */
export const adminStrings = {
  'admin.tab.keys': 'Chaves de API',
  'admin.keys.intro':
    'As chaves do Gemini são usadas em rodízio por todos os personais. Elas ficam guardadas criptografadas no servidor e nunca voltam ao navegador.',
  'admin.keys.provider.gemini': 'A IA em uso agora: Gemini, com as chaves abaixo.',
  'admin.keys.provider.openai-compatible':
    'A IA em uso agora: o servidor compatível com OpenAI configurado no servidor.',
  'admin.keys.provider.local':
    'A IA em uso agora: o coach local do RumoFit, que funciona sem chave. Adicione uma chave para usar o Gemini.',
  'admin.keys.listTitle': 'Chaves cadastradas',
  'admin.keys.none': 'Nenhuma chave cadastrada.',
  'admin.keys.added': 'adicionada em {date}',
  'admin.keys.remove': 'Remover a chave {key}',
  'admin.keys.new': 'Nova chave de API',
  'admin.keys.newHint': 'Cole uma ou mais chaves, uma por linha.',
  'admin.keys.save': 'Salvar',
  'admin.keys.saving': 'Validando...',
  'admin.keys.loading': 'Carregando...',
  'admin.keys.loadFailed': 'Não foi possível carregar as chaves de API.',
  'admin.keys.empty': 'Chave vazia.',
  'admin.keys.saved': 'Configurações salvas. Validando chaves...',
  'admin.keys.valid': 'Chave {key} é válida e está funcionando.',
  'admin.keys.quota': 'Chave {key} é válida, mas a cota foi excedida.',
  'admin.keys.invalid': 'Chave {key} é inválida.',
  'admin.keys.unknown': 'Erro desconhecido ao validar a chave.',
  'admin.keys.done': 'Validação concluída!',
} as const;
