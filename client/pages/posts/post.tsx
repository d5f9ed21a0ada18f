import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { Link } from '#client/components/Link';
import { formatDate } from '#shared/dates';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { metaFromSeo, sectionCrumbs, type PageData } from '#client/seo/page-meta';
import { SafeHtml } from '#client/components/SafeHtml';
import { ContentImage } from '#client/components/ContentImage';

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const postType = params.postType ?? '';
  const postID = params.postID ?? '';
  const [menu, post, types] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'post', { postType, postID }),
    loadContract(deps, request, 'postTypes', {}),
  ]);
  const type = types.find((t) => t.type === post.type);
  const typeCrumb = type ? [{ label: type.title, to: `/posts/${encodeURIComponent(type.type)}` }] : [];
  const meta = metaFromSeo(
    post.seo,
    `/posts/${encodeURIComponent(postType)}/${post.id}`,
    sectionCrumbs(menu, 'posts', [...typeCrumb, { label: post.title }]),
  );
  return { meta };
}

export default function PostPage() {
  const { postType = '', postID = '' } = useParams();
  const post = useContract('post', { postType, postID });
  return (
    <article className="article">
      <p className="article__meta">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </p>
      <ContentImage className="article__image" image={post.image} />
      <SafeHtml html={post.html} />
      <p className="article__back">
        <Link to={`/posts/${encodeURIComponent(postType)}`}>← Ко всем публикациям</Link>
      </p>
    </article>
  );
}
