import { foldForSearch } from '../text/fold-for-search.ts';

export const DEFAULT_SESSION_MINUTES = 60;
const MIN_SESSION = 15;
const MAX_SESSION = 240;

const HOUR_WORDS: Record<string, number> = { uma: 1, um: 1, duas: 2, dois: 2, tres: 3 };

function clock(hours: string, minutes: string | undefined): number {
  return Number(hours) * 60 + (minutes ? Number(minutes) : 0);
}

function plausible(minutes: number): number | undefined {
  return minutes >= MIN_SESSION && minutes <= MAX_SESSION ? Math.round(minutes) : undefined;
}

/**
 * How long a session may last, from the answer to 'horário de treino' as people write it: "1h",
 * "1h30", "40 min", "uma hora e meia", "meia hora", "das 7 às 8", "19h-20h30". A time of day alone
 * ("18h", "de manhã") says nothing about length: then 60.
 */
export function sessionMinutesOf(trainingHours: string | undefined): number {
  if (!trainingHours) return DEFAULT_SESSION_MINUTES;
  const text = foldForSearch(trainingHours);
  const range =
    /\b(?:das|de|entre)?\s*(\d{1,2})(?:[:h](\d{2}))?\s*h?\s*(?:as|a|ate|e|-|–)\s*(\d{1,2})(?:[:h](\d{2}))?\s*h?\b/.exec(
      text,
    );
  if (range) {
    const start = clock(range[1]!, range[2]);
    let end = clock(range[3]!, range[4]);
    if (end <= start && end + 12 * 60 > start) end += 12 * 60;
    const span = plausible(end - start);
    if (span !== undefined && Number(range[1]) !== Number(range[3]) && /[h:]|das|as|ate/.test(range[0]))
      return span;
  }
  if (/\bhora e meia\b/.test(text)) return 90;
  if (/\bmeia hora\b/.test(text)) return 30;
  const hourAndMinutes = /\b(\d)\s*(?::|h|hr|hrs|hora|horas)\s*(?:e\s*)?(\d{1,2})\s*(?:min\w*)?\b/.exec(text);
  if (hourAndMinutes) {
    const span = plausible(clock(hourAndMinutes[1]!, hourAndMinutes[2]));
    if (span !== undefined) return span;
  }
  const minutes = /\b(\d{2,3})\s*(?:min|mins|minutos|minuto|m)\b/.exec(text);
  if (minutes) {
    const span = plausible(Number(minutes[1]));
    if (span !== undefined) return span;
  }
  const hours = /(?:^|[^\d:])(\d(?:[.,]\d)?)\s*(?:h|hr|hrs|hora|horas)\b/.exec(text);
  if (
    hours &&
    !/\b(?:as|a partir das|depois das|antes das|apos as)\s*$/.test(text.slice(0, hours.index + 1))
  ) {
    const span = plausible(Number(hours[1]!.replace(',', '.')) * 60);
    if (span !== undefined && Number(hours[1]!.replace(',', '.')) <= 3) return span;
  }
  const wordHours = /\b(uma|um|duas|dois|tres)\s+horas?\b/.exec(text);
  if (wordHours) return HOUR_WORDS[wordHours[1]!]! * 60;
  return DEFAULT_SESSION_MINUTES;
}
