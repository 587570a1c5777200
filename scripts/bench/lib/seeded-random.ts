/**
 * A small deterministic pseudo-random generator (mulberry32, 32-bit state): the same seed gives
 * the same sequence on every run and machine, so generated rows (bench data, test data) repeat
 * exactly. Not for anything secret.
 * @param seed any 32-bit integer
 * @returns a function giving the next number of the sequence, uniform in [0, 1)
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
