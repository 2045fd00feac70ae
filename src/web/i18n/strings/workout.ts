/**
 * Strings of the student's workout run, finish, feedback and analysis (keys 'workout.*');
 * i18n/workout-strings.ts adds them to the table when a module naming one loads. The spec's own words
 * are kept exactly (§2 'Workout execution modal', 'Other student dialogs').
 */
export const workoutStrings = {
  'workout.close': 'Fechar',
  'workout.closeRun': 'Fechar e salvar o progresso',
  'workout.cancel': 'Cancelar',

  'workout.blockType.single': 'Simples',
  'workout.blockType.biset': 'Bi-Set',
  'workout.blockType.triset': 'Tri-Set',
  'workout.blockType.superset': 'Super-Set',
  'workout.block': 'Bloco {n} de {total}',
  'workout.setsReps': '{sets} x {reps} reps',
  'workout.setsTime': '{sets} x {reps}s',
  'workout.sets.one': '{n} série',
  'workout.sets.other': '{n} séries',
  'workout.setOf': 'Série {n} de {total}',
  'workout.targetWeight': 'Carga alvo: {weight}kg',
  'workout.current': 'Exercício atual',
  'workout.lastTime': 'Última vez: {weight}kg x {reps} reps',
  'workout.lastTimeTimed': 'Última vez: {reps}s',
  'workout.progress': 'Progresso do treino',
  'workout.progressCount': '{done} de {total} séries',
  'workout.observation': 'Observação',
  'workout.loggedToday': 'Séries registradas hoje',
  'workout.loggedSet': 'Série {n}: {weight}kg x {reps} reps',
  'workout.loggedSetTimed': 'Série {n}: {reps}s',

  'workout.log': 'Registrar Série',
  'workout.skip': 'Fazer Depois',
  'workout.skipped': '{exercise} pulado.',
  'workout.howTo': 'Como Fazer?',
  'workout.warmup': 'Aquecimento',
  'workout.cooldown': 'Volta à Calma',

  'workout.allDone.title': 'Todos os exercícios concluídos!',
  'workout.allDone.text': 'Quando quiser, finalize o treino para registrar o dia e ver sua análise.',
  'workout.allDone.finish': 'Finalizar Treino',
  'workout.allDone.skippedTitle': 'Ficaram séries para depois',
  'workout.allDone.skippedText.one': '1 série ficou para depois. Faça agora ou finalize o treino sem ela.',
  'workout.allDone.skippedText.other':
    '{n} séries ficaram para depois. Faça agora ou finalize o treino sem elas.',

  'workout.skippedReview.title': 'Séries para depois',
  'workout.skippedReview.text.one': 'Você deixou 1 série para depois. Quer fazê-la agora?',
  'workout.skippedReview.text.other': 'Você deixou {n} séries para depois. Quer fazê-las agora?',
  'workout.skippedReview.item': '{exercise} — série {n} de {total}',
  'workout.skippedReview.redo': 'Fazer agora',
  'workout.skippedReview.finish.one': 'Finalizar sem ela',
  'workout.skippedReview.finish.other': 'Finalizar sem elas',

  'workout.logDialog.title': 'Registrar Série',
  'workout.logDialog.weight': 'Carga (kg)',
  'workout.logDialog.weightTimed': 'Exercício por tempo: sem carga.',
  'workout.logDialog.reps': 'Repetições',
  'workout.logDialog.time': 'Tempo (s)',
  'workout.logDialog.save': 'Salvar Série',
  'workout.logDialog.weightInvalid': 'Informe uma carga entre 0 e 1000 kg (ex.: 42,5).',
  'workout.logDialog.farAbove':
    '{weight} kg é mais que o dobro da maior carga que você já registrou neste exercício ({heaviest} kg). A carga está certa?',
  'workout.logDialog.confirmSave': 'Sim, {weight} kg',
  'workout.logDialog.repsMissing': 'Informe as repetições.',
  'workout.logDialog.timeMissing': 'Informe o tempo em segundos.',
  'workout.logDialog.repsInvalid': 'Use um número inteiro entre 0 e 10000.',
  'workout.logFailed': 'Não foi possível registrar a série: {message}',

  'workout.rest.title': 'Descanso',
  'workout.rest.next': 'A seguir: {exercise}',
  'workout.rest.left': 'Tempo restante',
  'workout.rest.skip': 'Pular',

  'workout.howToDialog.title': 'Como Fazer: {exercise}',
  'workout.howToDialog.gif': 'Demonstração de {exercise}',
  'workout.howToDialog.video': 'Vídeo: {exercise}',
  'workout.howToDialog.empty': 'Ainda não há instruções para este exercício. Peça ajuda ao seu personal.',

  'workout.routine.warmupTitle': 'Aquecimento Geral',
  'workout.routine.cooldownTitle': 'Alongamento / Volta à Calma',
  'workout.routine.description': 'Faça cada item pelo tempo indicado.',
  'workout.routine.howTo': 'Como fazer?',
  'workout.routine.hide': 'Ocultar',

  'workout.finish.title': 'Finalizar Treino?',
  'workout.finish.text': 'Você completou todos os exercícios. Deseja finalizar o treino e ver sua análise?',
  'workout.finish.textSkipped.one':
    'Você deixou 1 série sem fazer. Deseja finalizar o treino e ver sua análise?',
  'workout.finish.textSkipped.other':
    'Você deixou {n} séries sem fazer. Deseja finalizar o treino e ver sua análise?',
  'workout.finish.yes': 'Sim, finalizar!',
  'workout.finish.no': 'Ainda não',
  'workout.finish.busy': 'Finalizando...',
  'workout.finished': 'Treino finalizado! Parabéns!',
  'workout.finishFailed': 'Não foi possível finalizar o treino: {message}',

  'workout.feedback.title': 'Feedback do Treino',
  'workout.feedback.description': 'Conte como foi: seu personal usa isso para ajustar o próximo treino.',
  'workout.feedback.difficulty': 'Como foi a dificuldade?',
  'workout.feedback.energy': 'Seu nível de energia',
  'workout.feedback.sleep': 'Qualidade do sono na última noite',
  'workout.feedback.rpe': 'Esforço percebido (RPE)',
  'workout.feedback.rpeValue': '{n} de 10',
  'workout.feedback.rpeHint': '1 = muito leve, 10 = esforço máximo.',
  'workout.feedback.pain': 'Sentiu alguma dor ou desconforto? Onde?',
  'workout.feedback.painPlaceholder': 'Ex.: leve dor no joelho direito no agachamento',
  'workout.feedback.comments': 'Comentários',
  'workout.feedback.commentsPlaceholder': 'Algo mais que seu personal deva saber?',
  'workout.feedback.pick': 'Escolha uma opção.',
  'workout.feedback.send': 'Enviar Feedback',
  'workout.feedback.sending': 'Enviando...',
  'workout.feedback.skip': 'Pular',
  'workout.feedback.failed': 'Não foi possível enviar o feedback: {message}',

  'workout.analysis.fallback': 'Não foi possível gerar a análise. Mas bom trabalho no treino!',

  'workout.reminderOffer.title': 'Quer receber um lembrete nos dias de treino?',
  'workout.reminderOffer.text':
    "Uma notificação neste aparelho às {time} nos dias do seu treino. Você muda o horário ou desliga em 'Seus dados' (o cadeado no topo da tela).",
  'workout.reminderOffer.yes': 'Ativar lembretes',
  'workout.reminderOffer.no': 'Agora não',
  'workout.reminderOffer.busy': 'Ativando...',
  'workout.reminderOffer.done': 'Lembretes ativados: um aviso às {time} nos dias de treino.',
  'workout.reminderOffer.denied':
    'Notificações bloqueadas neste navegador. Para receber lembretes, permita as notificações do RumoFit nas configurações do navegador.',
  'workout.reminderOffer.failed': 'Não foi possível ativar os lembretes: {message}',
} as const;
