import { useEffect, useRef, useState } from 'react';
import type { BrandMark } from '~/content/types/shapes';

/** Props of {@link FallbackImage}. */
export interface FallbackImageProps {
  src: string;
  /** Shown instead when `src` fails (spec §8: footer and air-purifier logos fall back). */
  fallbackSrc?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * `lazy` for logos far down the page (the footers): they load when scrolled near, not with the
   * first view, to keep the first load's requests down (DESIGN §6). Default: the browser's (eager).
   */
  loading?: 'lazy' | 'eager';
  /** For tests, e.g. 'header-logo'. */
  'data-testid'?: string;
}

/**
 * An image that swaps to `fallbackSrc` when `src` fails to load (spec §8). An error that happened
 * before hydration (the prerendered <img> loads first) is caught on mount from `complete` and
 * `naturalWidth`. Every logo of the site uses it: the shared header and footer, the Scanova and
 * Iffer headers and the Scanova footer.
 */
export function FallbackImage({
  src,
  fallbackSrc,
  alt,
  width,
  height,
  className,
  loading,
  'data-testid': testId,
}: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src)
      setFailed(true);
  }, [src]);
  const shown = failed && fallbackSrc ? fallbackSrc : src;
  return (
    <img
      ref={ref}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      onError={() => setFailed(true)}
      data-fallback={shown === fallbackSrc ? 'true' : undefined}
      data-testid={testId}
    />
  );
}

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps extends Pick<FallbackImageProps, 'className' | 'loading'> {
  logo: BrandMark;
}

/**
 * A brand's logo ({@link BrandMark}) as a {@link FallbackImage}: the mark's label is its alt
 * text, its intrinsic size its `width` and `height` (spec §8: logos fall back on a load error).
 */
export function BrandLogo({ logo, className, loading }: BrandLogoProps) {
  return (
    <FallbackImage
      src={logo.src}
      fallbackSrc={logo.fallbackSrc}
      alt={logo.label}
      width={logo.width}
      height={logo.height}
      className={className}
      loading={loading}
    />
  );
}
