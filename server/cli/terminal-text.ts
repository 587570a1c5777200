/**
 * Makes stored text safe to print on a terminal: printed raw, a visitor's ESC sequences could
 * clear the team's screen or set the window title, and bidi overrides could reorder what the
 * team reads (Trojan Source, CVE-2021-42574).
 * Escaping, not dropping, shows the team that something was there.
 */

/**
 * What a terminal must never receive raw: Unicode Cc (C0 U+0000–U+001F, DEL, C1 U+0080–U+009F;
 * ECMA-48 control functions start with ESC or a C1 CSI), the line and paragraph separators
 * U+2028/U+2029, the TR#9 explicit bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), and lone surrogates (no UTF-8 form; rows stored before the schema refused them).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's job
const UNSAFE = /[\0-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;
/** The usual short escapes; everything else is `\uXXXX`. */
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Escapes what a terminal would act on instead of print, as visible JavaScript-style escapes:
 * `"a\u001b[2Jb"` becomes the ten printable characters `a\u001b[2Jb`; tab, CR and LF become `\t`,
 * `\r`, `\n` in single-line layouts. Printable text, emoji and joiners are unchanged.
 * @param text stored text (any string, even with lone surrogates)
 * @param multiLine when true, line feeds and tabs stay as they are and CRLF becomes LF, for
 *   text laid out over lines; a lone CR (which overwrites a terminal line) is still escaped
 * @returns text holding no Cc except (multi-line) LF and tab, and no bidi control
 */
export function escapeForTerminal(text: string, multiLine = false): string {
  const source = multiLine ? text.replace(/\r\n/g, '\n') : text;
  return source.replace(UNSAFE, (char) =>
    multiLine && (char === '\n' || char === '\t')
      ? char
      : (SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}
