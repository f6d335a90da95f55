/** Text folded for matching: lower case, accents removed (`Reykjavík` → `reykjavik`). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
