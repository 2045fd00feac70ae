/**
 * Strings of the student's dialogs that open from the home (keys 'calendar.*', 'home.reset.*',
 * 'renewal.*', 'home.close', 'offline.signOut.*'): the calendar popup, 'Reiniciar Treino?', 'Renovar
 * Plano' and the sign-out warning. i18n/student-dialog-strings.ts adds them to the table when a module
 * naming one loads. Spec §2 ('Calendar popup', 'Other student dialogs').
 */
export const studentDialogStrings = {
  'home.reset.title': 'Reiniciar Treino?',
  'home.reset.description':
    'Todo o seu progresso de hoje será perdido. Tem certeza que deseja começar do zero?',
  'home.reset.descriptionOn':
    'Todo o seu progresso de {day} será perdido. Tem certeza que deseja começar do zero?',
  'home.reset.confirm': 'Reiniciar',
  'home.reset.cancel': 'Cancelar',
  'home.reset.done': 'Progresso do treino de hoje foi reiniciado!',
  'home.reset.doneOn': 'Progresso do treino de {day} foi reiniciado!',

  'home.close': 'Fechar',

  'calendar.title': 'Calendário de treinos',
  'calendar.previousMonth': 'Mês anterior',
  'calendar.nextMonth': 'Próximo mês',
  'calendar.loading': 'Carregando o mês...',
  'calendar.loadFailed': 'Não foi possível carregar os treinos do mês.',
  'calendar.legend': 'Legenda',
  'calendar.status.completed': 'Concluído',
  'calendar.status.missed': 'Não foi',
  'calendar.status.planned': 'A treinar',
  'calendar.status.rest': 'Descanso',
  'calendar.dayName': '{day} de {month}',
  'calendar.dayWithStatus': '{day} de {month}, {status}',
  'calendar.monthTitle': '{month} de {year}',
  'calendar.weekday.0': 'Dom',
  'calendar.weekday.1': 'Seg',
  'calendar.weekday.2': 'Ter',
  'calendar.weekday.3': 'Qua',
  'calendar.weekday.4': 'Qui',
  'calendar.weekday.5': 'Sex',
  'calendar.weekday.6': 'Sáb',
  'calendar.month.1': 'janeiro',
  'calendar.month.2': 'fevereiro',
  'calendar.month.3': 'março',
  'calendar.month.4': 'abril',
  'calendar.month.5': 'maio',
  'calendar.month.6': 'junho',
  'calendar.month.7': 'julho',
  'calendar.month.8': 'agosto',
  'calendar.month.9': 'setembro',
  'calendar.month.10': 'outubro',
  'calendar.month.11': 'novembro',
  'calendar.month.12': 'dezembro',

  'renewal.title': 'Renovar Plano',
  'renewal.description': 'Escolha o período. A conversa continua no WhatsApp com seu personal.',
  'renewal.months.1': '1 mês',
  'renewal.months.3': '3 meses',
  'renewal.months.6': '6 meses',
  'renewal.noPrice': 'Preço não definido',
  'renewal.noWhatsapp':
    'O número de WhatsApp do seu personal não foi configurado. Por favor, entre em contato diretamente.',
  'renewal.message':
    'Olá, {trainer}! Aqui é {name}. Gostaria de renovar meu plano de treino por {months}. Como fazemos?',
  'offline.signOut.title': 'Sair sem enviar?',
  'offline.signOut.sets.one': '1 série ainda aguarda envio. Se sair agora, ela será perdida.',
  'offline.signOut.sets.many': '{n} séries ainda aguardam envio. Se sair agora, elas serão perdidas.',
  'offline.signOut.other': 'Parte do seu treino ainda aguarda envio. Se sair agora, ela será perdida.',
  'offline.signOut.hint': 'Com a internet de volta, o envio acontece sozinho.',
  'offline.signOut.confirm': 'Sair mesmo assim',
  'offline.signOut.cancel': 'Cancelar',
} as const;
