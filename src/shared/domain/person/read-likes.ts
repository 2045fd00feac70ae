import { foldForSearch } from '../text/fold-for-search.ts';

const NOTHING =
  /^(?:nao|nada|nenhum|nenhuma|n\/a|na|tudo|todos|todas|qualquer um|qualquer coisa|nao sei|sei la|nenhum em especial|nada em especial|nao tenho|nao lembro|-|\.)$/;
const LEADING =
  /^(?:(?:eu\s+)?(?:gosto|gostava|adoro|amo|curto|prefiro|odeio|detesto|nao gosto|nao curto|nao suporto|nao aguento|tenho preguica)\s+(?:muito\s+|mais\s+)?(?:de|do|da|dos|das)?\s*)?(?:fazer\s+)?(?:o |a |os |as |de |do |da |um |uma )?/;

/** The exercises or kinds of training one answer lists ("musculação, corrida e pilates"), folded. */
export function exerciseWords(answer: string | undefined): string[] {
  if (!answer) return [];
  const words = new Set<string>();
  for (const part of foldForSearch(answer).split(/[,;.\n/+]|\s+e\s+|\s+ou\s+|\s+tambem\s+/)) {
    const phrase = part.trim().replace(LEADING, '').trim();
    if (phrase.length < 3 || phrase.length > 40 || NOTHING.test(phrase)) continue;
    words.add(phrase);
  }
  return [...words];
}

const SAID_DISLIKE =
  /\b(?:odeio|detesto|nao gosto (?:de|do|da|dos|das)|nao curto|nao suporto|nao aguento)\s+(?:fazer\s+)?(?:o |a |os |as )?([a-z][a-z0-9 -]{2,40}?)(?=\s*(?:[,.;!\n]|$|\s+e\s+|\s+mas\s+|\s+porque\s+|\s+pois\s+))/g;
const SAID_LIKE =
  /\b(?:adoro|amo|curto muito|gosto muito de|gosto de|prefiro)\s+(?:fazer\s+)?(?:o |a |os |as )?([a-z][a-z0-9 -]{2,40}?)(?=\s*(?:[,.;!\n]|$|\s+e\s+|\s+mas\s+|\s+porque\s+|\s+pois\s+))/g;

/** Dislikes and likes said in passing in another answer ("odeio burpee", "adoro bike"). */
export function saidInPassing(answer: string | undefined): { liked: string[]; disliked: string[] } {
  if (!answer) return { liked: [], disliked: [] };
  const text = foldForSearch(answer);
  const disliked = [...text.matchAll(SAID_DISLIKE)].map((match) => match[1]!.trim());
  // "não gosto de" also contains "gosto de": a like is only one no dislike covers.
  const liked = [...text.matchAll(SAID_LIKE)]
    .filter((match) => !/\bnao\s*$/.test(text.slice(0, match.index)))
    .map((match) => match[1]!.trim());
  return { liked, disliked };
}
