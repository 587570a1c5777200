/**
 * How the server compares an e-mail address: a visitor's in the inbox (erasure by address, its
 * count, the autoresponder's once-per-24-h guard), an account's at sign-in and in its throttling,
 * and the command-line tools' arguments. A module with no imports, so those features share it
 * without importing one another.
 */

/** An address as every comparison takes it: trimmed, lower-case. */
export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}
