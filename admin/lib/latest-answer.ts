/**
 * Follows one call started by a React effect and passes on its answer or its failure only while
 * the effect is current: once the returned cleanup ran (a newer request started, or the
 * component went away) both are dropped, so an older, slower answer never overwrites a newer one.
 * @returns the effect's cleanup
 * @example useEffect(() => whileCurrent(getInsights(query), setData, setFailure), [query]);
 */
export function whileCurrent<T>(
  call: Promise<T>,
  onAnswer: (answer: T) => void,
  onFailure: (caught: unknown) => void,
): () => void {
  let current = true;
  call.then(
    (answer) => {
      if (current) onAnswer(answer);
    },
    (caught: unknown) => {
      if (current) onFailure(caught);
    },
  );
  return () => {
    current = false;
  };
}
