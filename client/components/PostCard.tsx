import { CardHeading, type CardHeadingLevel } from './CardHeading';
import { ContentImage } from './ContentImage';
import { Link } from './Link';
import type { PostSummary } from '#shared/contract';
import { formatDate } from '#shared/dates';

/**
 * `lazy` (the default): the picture loads when scrolled near. A list's first row passes `false`:
 * its first picture is the largest thing on a phone's first screen, and a lazy one would wait for
 * layout before it even starts loading.
 */
export function PostCard({ post, headingLevel, lazy = true }: { post: PostSummary; headingLevel: CardHeadingLevel; lazy?: boolean }) {
  const href = `/posts/${encodeURIComponent(post.type)}/${post.id}`;
  return (
    <article className="card post-card">
      <Link to={href} className="card__media" tabIndex={-1} aria-hidden="true">
        <ContentImage image={post.image} alt="" lazy={lazy} />
      </Link>
      <div className="card__body">
        <time dateTime={post.publishedAt} className="card__meta">
          {formatDate(post.publishedAt)}
        </time>
        <CardHeading level={headingLevel} className="card__title">
          <Link to={href}>{post.title}</Link>
        </CardHeading>
        <p className="card__text">{post.excerpt}</p>
      </div>
    </article>
  );
}
