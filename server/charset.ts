/**
 * The character encoding a request body declares in its `Content-Type` (RFC 9110 §8.3.2
 * `charset`), resolved by the WHATWG Encoding Standard's labels, which Node's `TextDecoder`
 * implements: `latin1`, `ISO-8859-1` and `windows-1252` are one encoding there, as in browsers.
 * Legacy encodings need Node's full ICU (the default build); without it they count as unknown.
 */
import { parse } from 'content-type';
import { apiErrors } from './api-error';

/** A declared charset: the label as sent, and the encoding it names. */
export interface DeclaredCharset {
  /** The `charset` parameter's value, e.g. `ISO-8859-1`. */
  label: string;
  /** The WHATWG encoding name, e.g. `windows-1252` (what `TextDecoder` is given). */
  encoding: string;
}

/**
 * The encoding of a request's `Content-Type` `charset` parameter.
 * @param contentType the header's value (undefined when absent)
 * @param hint what the client should send instead, for the 415's hint
 * @returns the label and its WHATWG encoding (`utf-8`, `windows-1252`, `shift_jis`, …), or
 *   undefined when no charset is given
 * @throws {ApiError} 415 for a label that names no encoding `TextDecoder` can decode (unknown,
 *   the `replacement` encoding, or a legacy one on a Node without full ICU)
 */
export function declaredCharset(
  contentType: string | undefined,
  hint: string,
): DeclaredCharset | undefined {
  if (contentType === undefined) return undefined;
  const label = parse(contentType).parameters.charset;
  if (label === undefined) return undefined;
  let encoding: string;
  try {
    encoding = new TextDecoder(label).encoding;
  } catch {
    throw apiErrors.unsupportedCharset(label, hint);
  }
  return { label, encoding };
}
