import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';
import type { NameGender } from '#shared/contracts/exercises.ts';
import type { Feedback } from '#shared/contracts/training.ts';
import { article, type ArticleForm } from '#shared/domain/text/articles.ts';

/** What the pain reader needs of one exercise of the day. */
export interface PainCandidate {
  name: string;
  /** Primary and secondary muscle groups (catalogue names: 'Ombros', 'Pernas (Quadríceps)'…). */
  muscles?: readonly string[];
  /** The catalogue's contraindications ('Lesão no ombro'…). */
  contraindications?: readonly string[];
}

interface Region {
  /** The region as the texts name it, and its gender ('ombro', 'm'). */
  noun: string;
  gender: NameGender;
  /** How a student writes it (folded). */
  said: RegExp;
  /** The muscle groups whose exercises load it. */
  muscles: readonly string[];
  /** Exercise names that load it (folded), whatever their muscles. */
  names: RegExp;
  /** The catalogue's contraindications about it (folded). */
  listed: RegExp;
}

/** Body regions a student names, and what in the day's exercises loads each (issue 22 §6). */
const REGIONS: readonly Region[] = [
  {
    noun: 'ombro',
    gender: 'm',
    said: /\bombro|manguito|deltoide|\bbursite/,
    muscles: ['Ombros'],
    names:
      /supino|desenvolvimento|elevacao (lateral|frontal)|crucifixo|flexao de bracos|mergulho|push press|arnold|face pull|voador|crossover|pullover/,
    listed: /ombro/,
  },
  {
    noun: 'joelho',
    gender: 'm',
    said: /joelho|patela|menisco|\blca\b|condromalac/,
    muscles: ['Pernas (Quadríceps)'],
    names:
      /agachamento|afundo|avanco|leg press|extensora|passada|subida|salto|polichinelo|skipping|corrida|burpee|pistol/,
    listed: /joelho|patela|cruzado/,
  },
  {
    noun: 'lombar',
    gender: 'f',
    said: /lombar|coluna|\bcostas\b|hernia|ciatic|lombalgia/,
    muscles: [],
    names:
      /levantamento terra|stiff|remada curvada|bom dia|good morning|agachamento livre|hiperextens|super-homem|swing/,
    listed: /lombar|disco/,
  },
  {
    noun: 'punho',
    gender: 'm',
    said: /punho|\bmao\b|\bmaos\b/,
    muscles: [],
    names: /rosca|flexao de bracos|prancha|supino/,
    listed: /punho/,
  },
  {
    noun: 'cotovelo',
    gender: 'm',
    said: /cotovelo|epicondil/,
    muscles: ['Bíceps', 'Tríceps'],
    names: /rosca|triceps|mergulho|testa|frances/,
    listed: /cotovelo/,
  },
  {
    noun: 'tornozelo',
    gender: 'm',
    said: /tornozelo|entorse|calcanhar|aquiles|\bpe\b|\bpes\b|fascite/,
    muscles: ['Panturrilhas'],
    names: /panturrilha|salto|saltito|polichinelo|skipping|corrida|pular corda|burpee|afundo|avanco/,
    listed: /tornozelo|aquiles/,
  },
  {
    noun: 'quadril',
    gender: 'm',
    said: /quadril|virilha|adutor/,
    muscles: ['Glúteos'],
    names: /abdu|adu|elevacao pelvica|hip thrust|afundo|avanco|agachamento/,
    listed: /quadril/,
  },
  {
    noun: 'pescoço',
    gender: 'm',
    said: /pescoco|cervical|trapezio/,
    muscles: [],
    names: /encolhimento|desenvolvimento|abdominal/,
    listed: /cervical/,
  },
  {
    noun: 'parte de trás da coxa',
    gender: 'f',
    said: /posterior da coxa|posterior de coxa|isquio/,
    muscles: ['Pernas (Posterior)'],
    names: /stiff|flexora|levantamento terra|bom dia|nordica/,
    listed: /posterior da coxa/,
  },
];

/** Words that say something hurts (folded). */
const HURT =
  /\b(?:dor|dores|doi|doeu|doendo|dolorid\w*|fisgada|pontada|incomod\w*|lesion\w*|machuc\w*|estalo|estalou|travou|travad\w*|torci|torceu|inchad\w*|formigamento)\b/;
/** A sentence that says nothing hurts ("sem dor", "nenhuma dor", "não senti dor", "nada"). */
const NO_HURT =
  /^(?:nao|nada|nenhuma?|sem)\b[^,]{0,12}$|\b(?:sem|nenhuma|nao senti|nao tive|nao tenho|zero)\s+(?:\w+\s+)?(?:dor|dores|incomodo)/;

export interface PainReading {
  /** The student's own words about it (the pain field, or the comment's sentence). */
  words: string;
  /** The region named, with an article in the form asked ('no' → 'no ombro'); null when none is recognised. */
  region: ((form: ArticleForm) => string) | null;
  /** The day's exercises that load it: those the student named first, then those of the region. */
  exercises: number[];
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?;\n])\s*/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The sentences of the comment that speak of pain, and the pain field unless it says 'none'. */
/** A sentence's clauses ("sem dor no joelho, mas o ombro doeu" → two), folded. */
const clausesOf = (sentence: string) =>
  foldForSearch(sentence)
    .split(/[,;]|\bmas\b|\bporem\b|\bso que\b/)
    .map((clause) => clause.trim())
    .filter(Boolean);

/**
 * What the student said hurts: `quote`, their sentences (the pain field unless it only says 'none', the
 * comment's sentences that speak of pain), and `hurting`, the clauses that say it (folded), so "sem dor
 * no joelho, mas o ombro doeu" is about the shoulder.
 */
function painWords(feedback: Pick<Feedback, 'painPoints' | 'comments'>): { quote: string; hurting: string } {
  const said: string[] = [];
  const hurting: string[] = [];
  const pain = feedback.painPoints.trim();
  const painClauses = clausesOf(pain).filter((clause) => !NO_HURT.test(clause));
  if (painClauses.length) {
    said.push(pain);
    hurting.push(...painClauses);
  }
  for (const sentence of sentencesOf(feedback.comments ?? '')) {
    const clauses = clausesOf(sentence).filter((clause) => HURT.test(clause) && !NO_HURT.test(clause));
    if (clauses.length && !said.includes(sentence)) {
      said.push(sentence);
      hurting.push(...clauses);
    }
  }
  return { quote: said.join(' '), hurting: hurting.join(' | ') };
}

/** Significant words of an exercise's name a student would write ('supino', 'agachamento'). */
const nameWords = (name: string) =>
  foldForSearch(name)
    .split(/[^a-z0-9]+/)
    .filter(
      (word) => word.length > 4 && !['barra', 'halteres', 'maquina', 'polia', 'elastico'].includes(word),
    );

/**
 * The pain the student wrote about (in the pain field or the comment), the region it names and the
 * day's exercises that load that region; null when nothing says something hurts.
 */
export function readPain(
  feedback: Pick<Feedback, 'painPoints' | 'comments'> | null,
  exercises: readonly PainCandidate[],
): PainReading | null {
  if (!feedback) return null;
  const { quote, hurting: folded } = painWords(feedback);
  if (!quote) return null;
  const named = exercises.flatMap((exercise, index) =>
    nameWords(exercise.name).some((word) => folded.includes(word)) ? [index] : [],
  );
  const region = REGIONS.find((candidate) => candidate.said.test(folded)) ?? null;
  const loading = region
    ? exercises.flatMap((exercise, index) => {
        const name = foldForSearch(exercise.name);
        const loads =
          region.names.test(name) ||
          (exercise.muscles ?? []).some((muscle) => region.muscles.includes(muscle)) ||
          (exercise.contraindications ?? []).some((listed) => region.listed.test(foldForSearch(listed)));
        return loads ? [index] : [];
      })
    : [];
  return {
    words: quote.slice(0, 160).replace(/[\s.!?;,]+$/, ''),
    region: region ? (form) => `${article(form, region.gender)} ${region.noun}` : null,
    exercises: [...new Set([...named, ...loading])],
  };
}
