import { ContentImage, type ContentImageProps } from './content-image';

/** Props of {@link LazyImage}: a {@link ContentImage}'s, without the loading and decoding it sets. */
export type LazyImageProps = Omit<ContentImageProps, 'loading' | 'decoding'>;

/**
 * A content image out of the first view (cards, portraits, logos, illustrations below the hero):
 * the browser fetches it only as it nears the viewport (`loading="lazy"`) and decodes it off the
 * main thread (`decoding="async"`), so it takes nothing from the first load (DESIGN §6). Its
 * `<img>` is {@link ContentImage}'s, with its alt text and intrinsic size; the other attributes
 * (class …) follow those two. Images of the first view (the hero's) use ContentImage itself.
 */
export function LazyImage(props: LazyImageProps) {
  return <ContentImage loading="lazy" decoding="async" {...props} />;
}
