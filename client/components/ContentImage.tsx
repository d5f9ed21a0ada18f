import type { Image } from '#shared/contract/common';

/**
 * A picture of the content (a post's, a project's, a landing page's) at its own size, so the page
 * keeps its place before it loads. `lazy`: below the fold, loaded when scrolled near. `alt`
 * overrides the picture's own text — '' where a link beside it already says the same.
 */
export function ContentImage({
  image,
  className,
  alt = image.alt,
  lazy = false,
}: {
  image: Image;
  className?: string;
  alt?: string;
  lazy?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
    />
  );
}
