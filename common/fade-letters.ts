/**
 * How the landing headline is cut into letters for its fade (spec §2): one box per letter, words
 * kept whole per line. Shared by the heading component (app/components/ui/fade-in-heading.tsx)
 * and the content editor's preview, which redraws the letters of an edited headline
 * (server/content/editor.ts), so both draw the same boxes.
 */

/**
 * Scripts whose letters join (Arabic): split into separate boxes they lose their joined forms,
 * so such a word fades in as one piece.
 */
const JOINING_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The headline's words (split at spaces), each as the pieces that fade one after another: its
 * code points, or the whole word where it is written in a joining script.
 * @param text the headline as plain text
 * @returns one array of pieces per word, in order; `''` gives `[[]]`
 */
export function fadeLetterWords(text: string): string[][] {
  return text.split(' ').map((word) => (JOINING_SCRIPT.test(word) ? [word] : [...word]));
}
