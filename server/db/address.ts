/**
 * How the inbox compares a visitor's address (erasure by address, its count, the autoresponder's
 * once-per-24-h guard): a module with no imports, so those features share it without importing
 * one another.
 */

/** An address as erasure and its count compare it: trimmed, lower-case. */
export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}
