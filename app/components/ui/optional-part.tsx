import { lazy, type ComponentType, type ReactElement } from 'react';
import { firstActivity } from '~/lib/first-activity';
import { ChunkBoundary } from './chunk-boundary';

/**
 * A part of the page whose code loads on the visitor's first activity ({@link firstActivity})
 * and which the page can do without: if its chunk never arrives, nothing stands in its place
 * ({@link ChunkBoundary} with a null fallback) and the rest of the page goes on. Prerendering
 * resolves the lazy module, so the HTML holds the part whole (DESIGN §6).
 * @param name how the boundary's console warning names the part, e.g. `The footer`
 * @param load the part's dynamic import; its default export takes no props
 * @returns a component without props that renders the part
 */
export function optionalPart(
  name: string,
  load: () => Promise<{ default: ComponentType }>,
): () => ReactElement {
  const Part = lazy(() => firstActivity().then(load));
  return function OptionalPart() {
    return (
      <ChunkBoundary name={name} fallback={null}>
        <Part />
      </ChunkBoundary>
    );
  };
}
