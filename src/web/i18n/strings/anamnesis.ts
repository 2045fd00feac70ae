/**
 * Strings of the student's anamnesis wizard, its consent screen and the waiting screen (keys
 * 'anamnesis.*'). Field labels and step titles reuse the trainer's 'dialog.anamnesis.*' wording, so
 * both sides name each answer the same way.
 */
export const anamnesisStrings = {
  'anamnesis.loading': 'Carregando sua anamnese...',
  'anamnesis.loadFailed': 'Não foi possível carregar sua anamnese.',
  'anamnesis.retry': 'Tentar de novo',

  // LGPD Art. 11 consent. Changing ANY 'anamnesis.consent.*' text below requires bumping
  // ANAMNESIS_CONSENT_VERSION in #shared/domain/anamnesis/questions.ts: a consent counts only for
  // the words the student actually read.
  'anamnesis.consent.title': 'Antes de começar',
  'anamnesis.consent.intro':
    'A anamnese pergunta sobre a sua saúde: lesões, cirurgias, medicamentos e doenças. O seu personal trainer também pode registrar avaliações físicas suas: peso, altura, medidas do corpo, dobras cutâneas, pressão arterial e frequência cardíaca. Pela Lei Geral de Proteção de Dados (LGPD, art. 11), esses são dados pessoais sensíveis, e só os guardamos com o seu consentimento.',
  'anamnesis.consent.purpose':
    'Para que servem: suas respostas e avaliações são usadas apenas para que o seu personal trainer prescreva e ajuste o seu treino e acompanhe a sua evolução.',
  'anamnesis.consent.audience':
    'Quem vê: somente você, o seu personal trainer e o administrador da plataforma.',
  'anamnesis.consent.storage':
    'Onde ficam: no servidor do RumoFit, nunca guardadas neste aparelho. Enquanto você preenche, o rascunho também é salvo no servidor, para você continuar de onde parou.',
  'anamnesis.consent.rights':
    "Seus direitos: você pode retirar este consentimento a qualquer momento em 'Seus dados' (o cadeado no topo da tela): suas respostas de saúde e suas avaliações físicas são apagadas. Lá você também baixa uma cópia de tudo o que guardamos sobre você e vê quem acessou esses dados.",
  'anamnesis.consent.refuse': 'Se não concordar, nada é salvo. Fale com o seu personal trainer.',
  'anamnesis.consent.check':
    'Li e concordo com o uso dos meus dados de saúde e das minhas avaliações físicas para a prescrição e o ajuste do meu treino.',
  'anamnesis.consent.accept': 'Concordo e continuar',
  'anamnesis.consent.busy': 'Salvando...',
  'anamnesis.cancel': 'Cancelar',

  'anamnesis.step': 'Etapa {step} de {total}',
  'anamnesis.progress': 'Progresso da anamnese',
  'anamnesis.previous': 'Anterior',
  'anamnesis.next': 'Próximo',
  'anamnesis.submit': 'Enviar Anamnese',
  'anamnesis.submitting': 'Enviando...',
  'anamnesis.submitted': 'Anamnese enviada com sucesso!',
  'anamnesis.error.title': 'Ocorreu um erro!',
  'anamnesis.error.invalid': 'Corrija os campos destacados antes de enviar.',
  'anamnesis.error.invalidStep': 'Corrija o campo destacado para continuar.',

  'anamnesis.draft.saving': 'Salvando...',
  'anamnesis.draft.saved': 'Rascunho salvo',
  'anamnesis.draft.failed': 'Rascunho não salvo.',
  'anamnesis.draft.retry': 'Tentar de novo',

  'anamnesis.field.name': 'Nome',
  'anamnesis.yes': 'Sim',
  'anamnesis.no': 'Não',
  'anamnesis.number.range': 'Informe um número de {min} a {max}.',
  'anamnesis.multi.hint': 'Toque para marcar ou desmarcar; pode escolher mais de um.',
  'anamnesis.placeholder.whatsapp': '(11) 91234-5678',
  'anamnesis.placeholder.profession': 'Ex.: professora',
  'anamnesis.placeholder.city': 'Ex.: Campinas',
  'anamnesis.placeholder.goalTimeline': 'Ex.: 6 meses',
  'anamnesis.placeholder.trainingSince': 'Ex.: 2022',
  'anamnesis.placeholder.previousTrainingFrequency': 'Ex.: 3 vezes por semana',
  'anamnesis.placeholder.likedWorkouts': 'Ex.: musculação, funcional',
  'anamnesis.placeholder.dislikedWorkouts': 'Ex.: esteira',
  'anamnesis.placeholder.alcoholIntake': 'Ex.: socialmente, nos fins de semana',
  'anamnesis.placeholder.smokerInfo': 'Ex.: não fumo',
  'anamnesis.placeholder.trainingHours': 'Ex.: das 7h às 8h',
  'anamnesis.hint.health': 'Deixe em branco se não tiver.',
  'anamnesis.hint.observations': 'Algo mais que o seu personal trainer deva saber?',
  'anamnesis.required.specificGoal':
    'Obrigatório: é a partir do seu objetivo que o seu personal trainer monta o seu treino.',
  'anamnesis.required.availableDays': 'Obrigatório: o seu treino é montado para os dias que você marcar.',
  'anamnesis.missing.specificGoal': 'Escolha um objetivo para enviar a anamnese.',
  'anamnesis.missing.availableDays': 'Marque pelo menos um dia para enviar a anamnese.',
  'anamnesis.error.required':
    'Faltam o seu objetivo ou os dias disponíveis: sem eles o seu personal trainer não consegue montar o treino.',

  'anamnesis.waiting.title': 'Quase lá, {name}!',
  'anamnesis.waiting.body':
    'Recebemos sua anamnese. Seu personal trainer está preparando o seu plano de treino; assim que estiver pronto, ele aparece aqui.',
  'anamnesis.waiting.edit': 'Editar anamnese',

  'privacy.title': 'Seus dados',
  'privacy.close': 'Fechar',
  'privacy.reads.title': 'Quem viu suas respostas de saúde',
  'privacy.reads.loading': 'Carregando...',
  'privacy.reads.failed': 'Não foi possível carregar quem viu suas respostas.',
  'privacy.reads.empty': 'Ninguém além de você viu suas respostas até agora.',
  'privacy.reads.list': 'Acessos às suas respostas',
  'privacy.reads.read': '{name} ({role}) abriu sua anamnese',
  'privacy.reads.sent':
    '{name} ({role}) enviou suas respostas ao serviço de IA, como dados para montar seu treino',
  'privacy.reads.training': '{name} ({role}) viu seus treinos, dores e comentários',
  'privacy.reads.assessment': '{name} ({role}) viu suas avaliações físicas',
  'privacy.reads.more': 'Ver mais',
  'privacy.role.admin': 'administrador',
  'privacy.role.personal': 'seu personal',
  'privacy.role.student': 'você',
  'privacy.role.system': 'sistema',
  'privacy.export.title': 'Baixar meus dados',
  'privacy.export.hint':
    'Um arquivo JSON com tudo o que o RumoFit guarda sobre você: conta, anamnese, avaliações físicas, plano, treinos e acessos.',
  'privacy.export.button': 'Baixar meus dados',
  'privacy.export.busy': 'Preparando...',
  'privacy.export.done': 'Seus dados foram baixados.',
  'privacy.withdraw.title': 'Retirar consentimento',
  'privacy.withdraw.hint':
    'Suas respostas de saúde e suas avaliações físicas serão apagadas e seu personal verá que a anamnese precisa ser preenchida de novo. Os treinos que você registrou continuam guardados.',
  'privacy.withdraw.button': 'Retirar consentimento e apagar respostas',
  'privacy.withdraw.question': 'Apagar suas respostas de saúde?',
  'privacy.withdraw.confirm': 'Sim, apagar minhas respostas',
  'privacy.withdraw.cancel': 'Cancelar',

  'privacy.reminders.title': 'Lembretes',
  'privacy.reminders.hint': 'Uma notificação neste aparelho nos dias de treino e quando o seu plano estiver perto de vencer.',
  'privacy.reminders.switch': 'Lembretes nos dias de treino',
  'privacy.reminders.time': 'Horário do lembrete',
  'privacy.reminders.loading': 'Carregando seus lembretes...',
  'privacy.reminders.failed': 'Não foi possível carregar seus lembretes.',
  'privacy.reminders.saved': 'Lembretes salvos.',
  'privacy.reminders.off': 'Lembretes desligados.',
  'privacy.reminders.unsupported':
    'Este navegador não recebe notificações. No iPhone, adicione o RumoFit à tela de início e abra por lá.',
  'privacy.reminders.denied':
    'Notificações bloqueadas neste navegador. Libere as notificações do RumoFit nas configurações do navegador para receber lembretes.',
  'privacy.withdraw.done': 'Suas respostas de saúde foram apagadas.',
} as const;
