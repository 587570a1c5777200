import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from '~/components/ui/content-image';
import { LazyImage } from '~/components/ui/lazy-image';

const image = { src: '/images/team/ada.webp', alt: 'Ada, CTO', width: 112, height: 112 };

describe('<LazyImage> (a content image out of the first view)', () => {
  it('loads lazily and decodes off the main thread, with the alt text and intrinsic size', () => {
    expect(renderToStaticMarkup(<LazyImage image={image} className="size-28" />)).toBe(
      '<img src="/images/team/ada.webp" alt="Ada, CTO" width="112" height="112" loading="lazy" decoding="async" class="size-28"/>',
    );
  });

  it('writes the same <img> as ContentImage given those two attributes (prerendered pages keep their bytes)', () => {
    expect(renderToStaticMarkup(<LazyImage image={image} className="h-auto w-full" />)).toBe(
      renderToStaticMarkup(
        <ContentImage image={image} loading="lazy" decoding="async" className="h-auto w-full" />,
      ),
    );
  });
});
