/**
 * Character rules for text people send us (docs/privacy.md "Spam protection"), shared by the
 * contact form, the contact API (through common/contact-schema.ts) and the web-vitals API. Small on
 * purpose: the contact page ships it (DESIGN §6 JS budget), so plain regular expressions, no
 * tables.
 *
 * Why each rule exists:
 * - Lone surrogates (UTF-16 halves without their pair) have no UTF-8 form: SQLite stored invalid
 *   UTF-8, the pg driver silently wrote U+FFFD. Well-formed text is WHATWG Infra's "scalar value
 *   string" and what `String.prototype.isWellFormed` (ES2024) checks.
 * - Control characters (Unicode general category Cc: C0 U+0000–U+001F, DEL, C1 U+0080–U+009F) act
 *   instead of print in terminals and logs (ESC clears the screen, sets the window title; NUL
 *   ends PostgreSQL text): OWASP Input Validation and Log Injection cheat sheets.
 * - Bidirectional formatting characters reorder what a reader sees (Unicode TR#9 §2; "Trojan
 *   Source", CVE-2021-42574): embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069,
 *   and the invisible marks U+200E, U+200F, U+061C.
 * - Zero-width characters (U+200B–U+200D, U+2060, U+FEFF) are invisible: a name made only of
 *   them looks empty, and they let one name imitate another (Unicode TR#36 §2).
 */

/* eslint-disable no-control-regex -- finding control characters is these expressions' job */
/** Cc characters (C0, DEL, C1). */
const CONTROL = /[\0-\x1f\x7f-\x9f]/;
/** Cc characters except tab, line feed, and a carriage return that starts a CRLF line break. */
const CONTROL_BUT_LINE_BREAKS = /[\0-\x08\v\f\x0e-\x1f\x7f-\x9f]|\r(?!\n)/;
/* eslint-enable no-control-regex */
/** TR#9 explicit embeddings, overrides and isolates: the ones that reorder text (Trojan Source). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** Every invisible format character a single-line field drops: bidi controls and marks, zero-width. */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
/** A UTF-16 code unit of the surrogate range that is not half of a pair (u flag: pairs are one). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether `text` is well-formed UTF-16, i.e. holds no lone surrogate (as ES2024
 * `String.prototype.isWellFormed`, which the ES2023 lib and older browsers lack).
 * @param text any string
 * @returns false for e.g. `"a\ud800b"`; true for paired surrogates such as emoji
 */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * Whether `text` holds a control character (Unicode category Cc: C0 U+0000–U+001F, DEL U+007F,
 * C1 U+0080–U+009F; OWASP Input Validation). Bidi and zero-width characters (category Cf) are
 * not controls here; see {@link stripInvisible} and {@link stripBidiControls}.
 * @param text any string
 * @param allowLineBreaks when true, tab, line feed and CRLF are allowed (multi-line text); a lone
 *   CR is still refused, since a terminal uses it to overwrite the line it ends
 * @returns true when the text must be refused
 */
export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  return (allowLineBreaks ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text);
}

/**
 * Removes every invisible format character meant for single-line fields (name, subject): the
 * bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069 (TR#9; CVE-2021-42574),
 * the bidi marks U+200E, U+200F, U+061C, and the zero-width characters U+200B–U+200D, U+2060 and
 * U+FEFF. Visible text is unchanged, except that emoji joined by U+200D show as their parts.
 * @param text any string
 * @returns the text without those characters (possibly empty)
 */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * Removes only the bidi characters that reorder text (TR#9 embeddings, overrides, isolates:
 * U+202A–U+202E, U+2066–U+2069; Trojan Source, CVE-2021-42574). For running text (the message),
 * where the zero-width joiners and marks are part of ordinary writing (emoji sequences, Persian
 * and Indic scripts, right-to-left punctuation) and stay.
 * @param text any string
 * @returns the text without those characters
 */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * Whether `text` is safe as one line of plain text in a log, a terminal or any database: well
 * formed, no control character (not even tab or newline) and no bidi control. For short machine-ish
 * strings such as a URL path (web-vitals `path`: PostgreSQL refuses a NUL that SQLite would store,
 * so both refuse it here).
 * @param text any string
 * @returns false when the text must be refused
 */
export function isSafeLine(text: string): boolean {
  return isWellFormedText(text) && !hasControlCharacters(text) && stripBidiControls(text) === text;
}

/**
 * Whether an e-mail address keeps RFC 5321 §4.5.3.1's size limits: local part at most 64 octets
 * (§4.5.3.1.1), each domain label at most 63 octets (§4.5.3.1.2 with RFC 1035 §2.3.4). The whole
 * path's 254 (RFC 5321 §4.5.3.1.3 minus the angle brackets; RFC 3696 errata 1690) is checked
 * apart. Octets are UTF-8 bytes; for the ASCII addresses the schema accepts, characters.
 * @param address an address of the form `local@domain` (split at the last '@')
 * @returns false when a part is too long or there is no '@'
 */
export function isWithinRfc5321Limits(address: string): boolean {
  const at = address.lastIndexOf('@');
  const octets = (part: string) => new TextEncoder().encode(part).length;
  return (
    at > 0 &&
    octets(address.slice(0, at)) <= 64 &&
    address
      .slice(at + 1)
      .split('.')
      .every((label) => octets(label) <= 63)
  );
}
