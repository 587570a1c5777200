/** Limits of the content editor (DESIGN §8 "Content editor"), each citing its source. */

/**
 * Largest body of a content save (`PUT /api/admin/content/:module/:language`), bytes: the
 * largest module's JSON in any language is far smaller; a bigger body answers 413.
 */
export const CONTENT_BODY_LIMIT_BYTES = 512 * 1024;
