import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ChunkBoundary}. */
export interface ChunkBoundaryProps {
  /** What stands in when the part cannot load (plain links, or nothing). */
  fallback: ReactNode;
  /** Names the part in the console message. */
  name: string;
  children: ReactNode;
}

/**
 * Contains the failure of one lazily loaded part of the page (DESIGN §5): a header, footer,
 * chat or search chunk that does not arrive (network cut, a deploy replaced it) shows
 * `fallback` in its place instead of taking the whole page to the route's error screen.
 * React has no hook for this: error boundaries are class components. While the chunk is on its
 * way nothing stands in (a Suspense boundary with a null fallback): prerendering resolves it, so
 * the page's HTML already holds the part.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`${this.props.name} could not load; showing its plain stand-in`, error, info);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
