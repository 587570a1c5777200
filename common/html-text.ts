/** Text taken out of HTML (Pagefind excerpts, page titles of the prerendered files). */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Decodes the character references of an HTML text run: decimal and hex ones, and the named
 * ones React and Pagefind write (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&nbsp;`); any other
 * name, or a code point out of range, is left as written.
 */
export function decodeHtmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = hex ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
