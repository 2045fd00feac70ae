import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';

/** The trainer speaks of their own way of working, or of all their students. */
const TRAINER =
  /\b(?:meus alunos|minhas alunas|meus clientes|minhas clientes|todos os alunos|todas as alunas|todo aluno|toda aluna|nenhum aluno|nenhuma aluna|qualquer aluno|(?:eu )?prefiro|(?:eu )?nao uso|nunca uso|sempre uso|na minha academia|minha metodologia|meu metodo|meu estilo|eu nao passo|nao passo)\b/;

/** The reason is about this student: who they are, what they feel, like or can do. */
const STUDENT =
  /\b(?:ela|ele|dela|dele|pra ela|pra ele|aluno|aluna|cliente|este aluno|esta aluna|esse aluno|essa aluna|dor|dores|doi|doeu|lesao|lesionad\w*|machuc\w*|joelho|joelhos|ombro|ombros|lombar|coluna|costas|punho|cotovelo|tornozelo|quadril|hernia|tendinite|artrose|condromalacia|cirurgia|operou|gravida|gestante|gestacao|pos-parto|idos[oa]|limitac\w*|restric\w*|medo|nao gosta|odeia|detesta|reclama|reclamou|sente|sentiu|incomod\w*|nao consegue|nao aguenta|nao tem|em casa)\b/;

/**
 * Whom a correction's reason is about (issue 22 §6): 'student' when it speaks of the student ("ela
 * tem dor no joelho", "não gosta", "para este aluno"), 'trainer' otherwise ("prefiro máquinas", "meus
 * alunos não fazem"). What the trainer says of all their students wins over a word about one.
 */
export function preferenceScope(reason: string): 'student' | 'trainer' {
  const folded = foldForSearch(reason);
  if (TRAINER.test(folded)) return 'trainer';
  return STUDENT.test(folded) ? 'student' : 'trainer';
}
