/**
 * Lower-cases and strips accents the way the database's search columns do,
 * so "joao" matches "João" and "biceps" matches "Bíceps".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
