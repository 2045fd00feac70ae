import { MUSCLE_GROUPS, type Equipment, type Exercise } from '#shared/contracts/exercises.ts';
import { foldedName, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { inferTraits } from '#shared/domain/exercises/infer-traits.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';

/** The words of a name that say what the exercise is ('com', 'de', 'na' say nothing). */
const FILLER = new Set([
  'com',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'na',
  'no',
  'nas',
  'nos',
  'a',
  'o',
  'e',
  'em',
  'para',
]);

function words(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter((word) => word.length > 1 && !FILLER.has(word));
}

/** What the name says about the equipment, in the catalogue's words. */
const EQUIPMENT_WORDS: readonly [RegExp, Equipment][] = [
  [/\bhalter/, 'halteres'],
  [/\bkettlebell|\bkb\b/, 'kettlebell'],
  [/\belastic|\bmini ?band|\bfaixa\b/, 'elastico'],
  [/\bbarra\b|\bsmith\b/, 'barra'],
  [/\bmaquina|\bpolia|\bcabo|\bcross|\bleg press|\bhack|\bcadeira|\bmesa\b|\bpulldown|\bpuxada/, 'maquina'],
  [/\bpeso corporal|\bsolo\b|\bflexao|\bprancha|\bbarra fixa/, 'peso corporal'],
];

const EQUIPMENT_PHRASE: Record<Equipment, string> = {
  maquina: 'Ajuste o banco, o apoio e a carga da máquina ao seu corpo',
  barra: 'Posicione a barra com a carga presa pelas travas e pegue-a na largura indicada',
  halteres: 'Escolha halteres de carga que permita todas as repetições com boa técnica',
  'peso corporal': 'Encontre um espaço firme e livre ao redor',
  kettlebell: 'Posicione o kettlebell à sua frente e segure-o firme pela alça',
  elastico: 'Prenda o elástico com segurança e confira se não há desgaste antes de usar',
};

/** An id from a name: 'Remada Curvada com Halteres' → 'remada-curvada-halteres'. */
export function exerciseIdOf(name: string): string {
  const id = words(foldForSearch(name)).join('-').slice(0, 80).replace(/-+$/, '');
  return id || 'exercicio';
}

/**
 * The local coach's draft of a new exercise for the admin to review: the catalogue exercise whose
 * name shares the most words lends its muscles, level and contraindications; the name's own words
 * decide the equipment; the tutorial is written from those facts, in steps; the traits are read from
 * the name (inferTraits), for the admin to review.
 */
export function draftExercise(name: string, catalog: readonly CoachExercise[]): Exercise {
  const folded = foldForSearch(name);
  const mine = new Set(words(folded));
  let nearest: CoachExercise | undefined;
  let best = 0;
  for (const exercise of catalog) {
    const theirs = words(foldedName(exercise));
    // The first word names the movement ('supino', 'remada', 'agachamento'): it counts double.
    const score =
      theirs.filter((word) => mine.has(word)).length + (theirs[0] && theirs[0] === [...mine][0] ? 1 : 0);
    if (score > best) [best, nearest] = [score, exercise];
  }
  const equipment =
    EQUIPMENT_WORDS.find(([pattern]) => pattern.test(folded))?.[1] ?? nearest?.equipment ?? 'peso corporal';
  const primary = (nearest?.primary ?? []).filter((group) =>
    (MUSCLE_GROUPS as readonly string[]).includes(group),
  );
  const secondary = (nearest?.secondary ?? []).filter((group) =>
    (MUSCLE_GROUPS as readonly string[]).includes(group),
  );
  const target = primary.length ? primary.join(' e ').toLowerCase() : 'os músculos do exercício';
  const tutorial = [
    `1. ${EQUIPMENT_PHRASE[equipment]}.`,
    '2. Firme o abdômen, mantenha a coluna neutra e os ombros longe das orelhas.',
    `3. Faça o ${name.trim()} em amplitude confortável, com a fase de descida controlada (2 a 3 segundos), sentindo ${target} trabalhar.`,
    '4. Solte o ar na fase de esforço e puxe o ar no retorno, sem prender a respiração.',
    '5. Pare a série se a técnica se perder ou se surgir dor nas articulações.',
  ].join('\n');
  return {
    id: exerciseIdOf(name),
    name: name.trim(),
    videoUrl: null,
    gifUrl: null,
    tutorial,
    equipment,
    muscleGroups: { primary, secondary },
    difficulty: nearest?.difficulty ?? 'iniciante',
    contraindications: [...(nearest?.contraindications ?? [])],
    traits: inferTraits({ name: name.trim(), equipment, primary }),
  };
}
