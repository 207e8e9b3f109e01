// Text folding for matching names: compatibility-decomposed (so full-width and styled letters
// become plain ones), accents removed, lower case. "Itaú", "ITAU" and "Ｉｔａｕ" fold alike.

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words of folded text: letters, digits and `+` (for "Disney+"); everything else separates. */
export function foldedTokens(text: string, maxTokens = 200): string[] {
  const tokens: string[] = [];
  for (const match of foldText(text).matchAll(/[\p{L}\p{N}+]+/gu)) {
    tokens.push(match[0]);
    if (tokens.length >= maxTokens) break;
  }
  return tokens;
}
