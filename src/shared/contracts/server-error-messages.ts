/**
 * The errors no screen of the app shows (the browser meets them before or outside a screen: a
 * malformed address, a request too large to read, a live-update stream refused): the API still
 * answers them in pt-BR with the one error shape, but no web bundle carries them.
 */
export const SERVER_ERROR_MESSAGES = {
  INVALID_URL: 'Este endereço não é válido.',
  URL_TOO_LONG: 'Este endereço é longo demais.',
  HEADERS_TOO_LARGE:
    'O pedido chegou com cabeçalhos grandes demais. Apague os cookies deste site e tente de novo.',
  BAD_REQUEST: 'O pedido não pôde ser entendido.',
  TOO_MANY_STREAMS:
    'Há atualizações ao vivo demais abertas nesta sessão. Feche algumas abas do RumoFit e tente de novo.',
  NOT_READY: 'O serviço ainda está se preparando. Tente novamente em instantes.',
} as const;
