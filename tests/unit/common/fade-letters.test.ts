/**
 * The landing headline's fade pieces (spec §2): one per letter, whole words in a joining script,
 * code points never cut in half.
 */
import { describe, expect, it } from 'vitest';
import { fadeLetterWords } from '../../../common/fade-letters';

describe('fadeLetterWords', () => {
  it('cuts Latin words into their letters, word by word', () => {
    expect(fadeLetterWords('AI for all')).toEqual([
      ['A', 'I'],
      ['f', 'o', 'r'],
      ['a', 'l', 'l'],
    ]);
  });

  it('keeps an Arabic word whole, so its letters stay joined', () => {
    expect(fadeLetterWords('عتاد الذكاء')).toEqual([['عتاد'], ['الذكاء']]);
  });

  it('splits by code point: a letter outside the BMP stays one piece', () => {
    expect(fadeLetterWords('a𝔸b')).toEqual([['a', '𝔸', 'b']]);
  });
});
