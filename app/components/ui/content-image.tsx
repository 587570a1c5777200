import type { ImgHTMLAttributes } from 'react';
import type { SizedImage } from '~/content/types/shapes';

/** Props of {@link ContentImage}: the `<img>`'s other attributes (class, loading, decoding …). */
export interface ContentImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> {
  /** The content's image: its file, alt text and intrinsic size in CSS px. */
  image: SizedImage;
}

/**
 * An `<img>` of a content image that always carries its alt text and its `width` and `height`
 * (the intrinsic size, CSS px): the browser reserves the box from that ratio before the file
 * arrives, so nothing below it moves (CLS; HTML's dimension attributes, web.dev "Optimize
 * Cumulative Layout Shift"). The page decides loading, decoding and classes.
 */
export function ContentImage({ image, ...img }: ContentImageProps) {
  return <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...img} />;
}
