import { Fragment, type ReactNode } from 'react';

/** Unicode subscript digits ₀–₉ (U+2080–U+2089), in runs. */
const SUBSCRIPT_RUN = /([\u2080-\u2089]+)/;

/**
 * Copy text with its subscript digits as `<sub>` markup ('CO₂' → CO<sub>2</sub>): the content
 * keeps the real characters (search, meta, screen readers), the page draws them in the site's
 * own font. U+2080–2089 are in none of the site's font subsets, so as text they sent the
 * first layout to the system's font fallback and rendered in another typeface.
 *
 * @returns the text itself when it has no subscript digit, else an array of strings and `<sub>`s
 */
export function withSubscripts(text: string): ReactNode {
  if (!SUBSCRIPT_RUN.test(text)) return text;
  // split() with a capturing group puts the subscript runs at the odd indices.
  return text
    .split(SUBSCRIPT_RUN)
    .map((part, index) =>
      index % 2 === 1 ? (
        <sub key={index}>
          {[...part].map((digit) => String(digit.codePointAt(0)! - 0x2080)).join('')}
        </sub>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}
