import type { NameGender } from '../../contracts/exercises.ts';
import { nameGenderOf } from '../exercises/infer-traits.ts';
import { foldForSearch } from './fold-for-search.ts';

/**
 * Portuguese articles that agree with an exercise's name (issue 22 §6): 'a Flexão de Braços',
 * 'o Supino', 'no Agachamento', 'na Remada', 'da Puxada', 'do Leg Press', 'pela Prancha'. The
 * catalogue says each name's gender (`traits.gender`); without it the gender is read from the name's
 * head noun. Pure and zod-free: the server's texts and the web may both use it.
 */

/** The form the article takes: alone, or contracted with em, de, a, por; or the indefinite one. */
export type ArticleForm = 'o' | 'no' | 'do' | 'ao' | 'pelo' | 'um';

const FORMS: Record<ArticleForm, { m: string; f: string; mp: string; fp: string }> = {
  o: { m: 'o', f: 'a', mp: 'os', fp: 'as' },
  no: { m: 'no', f: 'na', mp: 'nos', fp: 'nas' },
  do: { m: 'do', f: 'da', mp: 'dos', fp: 'das' },
  ao: { m: 'ao', f: 'à', mp: 'aos', fp: 'às' },
  pelo: { m: 'pelo', f: 'pela', mp: 'pelos', fp: 'pelas' },
  um: { m: 'um', f: 'uma', mp: 'uns', fp: 'umas' },
};

/** Heads ending in -s that are singular. */
const SINGULAR_S = new Set(['triceps', 'biceps', 'press', 'cross']);

/** The name's head noun: its first word, folded (Portuguese names put the noun first). */
function headOf(name: string): string {
  return foldForSearch(name).split(/[\s(-]+/)[0] ?? '';
}

/**
 * The gender of a name from its head noun, the same reading the catalogue's traits use for a name
 * without them (`nameGenderOf`): -ão, -dade, -gem and -a are feminine ('Flexão', 'Remada',
 * 'Mobilidade'), a few listed exceptions aside; anything else is masculine ('Supino', 'Leg Press').
 */
export function inferGender(name: string): NameGender {
  return nameGenderOf(name);
}

/** Whether the head noun is plural ('Tiros na Esteira', 'Saltitos'). */
export function isPluralName(name: string): boolean {
  const head = headOf(name);
  return head.length > 3 && /[aeo]s$/.test(head) && !SINGULAR_S.has(head);
}

/** The article in `form` for a gender (and number): article('no', 'f') → 'na'. */
export function article(form: ArticleForm, gender: NameGender, plural = false): string {
  const forms = FORMS[form];
  return plural ? (gender === 'f' ? forms.fp : forms.mp) : forms[gender];
}

/**
 * The name with the article that agrees with it: withArticle('no', 'Remada Curvada') → 'na Remada
 * Curvada'. `gender` is the catalogue's when known; otherwise it is inferred from the name.
 */
export function withArticle(form: ArticleForm, name: string, gender?: NameGender | null): string {
  return `${article(form, gender ?? inferGender(name), isPluralName(name))} ${name}`;
}

/** The first letter upper-cased, for an article that opens a sentence ('A Flexão de Braços…'). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
