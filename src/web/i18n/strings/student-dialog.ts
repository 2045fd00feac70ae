/**
 * Strings of the student management dialog and the credentials dialog (keys 'dialog.*'), the
 * trainer's only: trainer-strings.ts loads them with the trainer's screens. The anamnesis answers'
 * labels ('dialog.anamnesis.*'), which the student's wizard shares, are in anamnesis-fields.ts.
 * Spec §2, §5 and §8 give most of the words.
 */
export const studentDialogStrings = {
  'dialog.anamnesis.withdrawn':
    'O aluno retirou o consentimento em {date} e as respostas de saúde foram apagadas. Ele pode preencher a anamnese de novo quando quiser.',
  'dialog.loading': 'Carregando...',
  'dialog.loadFailed': 'Não foi possível carregar os dados completos do aluno.',
  'dialog.close': 'Fechar',
  'dialog.tabs.label': 'Seções do aluno',
  'dialog.tab.management': 'Gerenciamento',
  'dialog.tab.anamnesis': 'Anamnese',

  'dialog.plan.heading': 'Plano',
  'dialog.plan.active': 'Plano Ativo',
  'dialog.plan.inactive': 'Plano Inativo',
  'dialog.plan.pending_creation': 'Aguardando Criação do Plano',
  'dialog.plan.pending_review': 'Plano Aguardando Revisão',
  'dialog.plan.toggleHint': 'Toque para alternar entre ativo e inativo.',
  'dialog.plan.pendingHint': 'Toque para ativar o plano (toque de novo para inativar).',
  'dialog.expiry.none': 'Sem data de vencimento',
  'dialog.expiry.on': 'Vence em {date}',
  'dialog.expiry.expired': 'Vencido em {date}',
  'dialog.expiry.unsaved': 'Ainda não salvo. Atual: {current}',
  'dialog.expiry.field': 'Data de vencimento',
  'dialog.expiry.clear': 'Remover data',
  'dialog.renew.heading': 'Renovar plano',
  'dialog.renew.1': '+1 mês',
  'dialog.renew.3': '+3 meses',
  'dialog.renew.6': '+6 meses',
  'dialog.renew.preview': 'Novo vencimento: {date}',
  'dialog.renew.previewHint': 'A renovação ativa o plano ao salvar.',

  'dialog.access.heading': 'Acesso e contato',
  'dialog.password.field': 'Nova Senha',
  'dialog.password.hint': 'Opcional. Ao salvar, substitui a senha atual do aluno.',
  'dialog.whatsapp.field': 'WhatsApp',
  'dialog.whatsapp.placeholder': '(11) 91234-5678',
  'dialog.observations.field': 'Observações',

  'dialog.actions.heading': 'Ações',
  'dialog.editPlan': 'Editar Plano',
  'dialog.planSource': 'Plano aplicado do modelo “{name}” (versão {version}).',
  'dialog.planSourceDeleted': 'Plano aplicado de um modelo já excluído (versão {version}).',
  'dialog.createPlan': 'Criar Plano Manualmente',
  'dialog.noPlanHint': 'Este aluno ainda não tem plano de treino.',
  'dialog.share': 'Compartilhar Acesso',
  'dialog.delete': 'Excluir Aluno',
  'dialog.save': 'Salvar Alterações',
  'dialog.saving': 'Salvando...',
  'dialog.saved': 'Dados salvos com sucesso!',
  'dialog.reload': 'Recarregar',
  'dialog.changedElsewhere':
    'Este aluno foi alterado em outro lugar enquanto você editava. Suas alterações ainda não foram salvas: recarregue para ver a versão atual (elas serão descartadas).',
  'dialog.cancel': 'Cancelar',

  'dialog.discard.title': 'Descartar alterações?',
  'dialog.discard.body': 'As alterações em {name} ainda não foram salvas e serão perdidas.',
  'dialog.discard.keep': 'Continuar editando',
  'dialog.discard.confirm': 'Descartar',

  'dialog.delete.title': 'Excluir Aluno?',
  'dialog.delete.body':
    'Esta ação não pode ser desfeita. O login de {name} e todos os seus dados serão apagados.',
  'dialog.delete.cancel': 'Cancelar',
  'dialog.delete.confirm': 'Excluir',
  'dialog.delete.busy': 'Excluindo...',
  'dialog.delete.done': 'Aluno excluído com sucesso!',

  'dialog.credentials.title': 'Compartilhar Acesso',
  'dialog.credentials.description': 'Envie ao aluno o endereço do app, o email de acesso e a senha.',
  'dialog.credentials.site': 'Site',
  'dialog.credentials.email': 'Email',
  'dialog.credentials.password': 'Senha',
  'dialog.credentials.needPassword':
    'Digite uma senha no campo "Nova Senha" para compartilhar o acesso. Ela só passa a valer depois de "Salvar Alterações".',
  'dialog.credentials.saveReminder': 'Lembre-se: esta senha só passa a valer depois de "Salvar Alterações".',
  'dialog.credentials.copy': 'Copiar',
  'dialog.credentials.send': 'Enviar',
  'dialog.credentials.copied': 'Credenciais copiadas!',
  'dialog.credentials.copyFailed': 'Falha ao copiar.',
  'dialog.credentials.noWhatsapp': 'Este aluno não tem um número de WhatsApp cadastrado.',
  'dialog.credentials.message':
    'Olá, {name}! Este é o seu acesso ao RumoFit.\nSite: {site}\nEmail: {email}\nSenha: {password}',
} as const;
