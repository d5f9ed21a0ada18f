import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData, useParams } from 'react-router';
import { Link } from '#client/components/Link';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { notFound } from '#client/data/http-error';
import { metaFromSeo, sectionCrumbs, type PageData } from '#client/seo/page-meta';
import { Pagination } from '#client/components/Pagination';
import { PostCard } from '#client/components/PostCard';
import { listingPageNumber } from '#client/data/page-number';

export const postsPerPage = 9;

interface PostsData extends PageData {
  page: number;
}

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PostsData> {
  const url = new URL(request.url);
  const page = listingPageNumber(url);
  const postType = params.postType ?? '';
  const [menu, listing] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'posts', { postType }, { page, perPage: postsPerPage }),
    // The type tabs; loaded here so the page renders without a second round trip.
    loadContract(deps, request, 'postTypes', {}),
  ]);
  // A page past the end is not a page (an empty first page of an empty type still is).
  if (page > 1 && page > listing.pageCount) notFound(url.pathname);
  const canonical = `/posts/${encodeURIComponent(postType)}${page > 1 ? `?page=${page}` : ''}`;
  const meta = metaFromSeo(listing.type.seo, canonical, sectionCrumbs(menu, 'posts', [{ label: listing.type.title }]));
  if (page > 1) meta.title = `${meta.title} — страница ${page}`;
  return { meta, page };
}

/** The cards of the first row on a wide screen (styles: `.cards`): their pictures load at once. */
const postsFirstRow = 3;

export default function PostsPage() {
  const { page } = useLoaderData() as PostsData;
  const postType = useParams().postType ?? '';
  const listing = useContract('posts', { postType }, { page, perPage: postsPerPage });
  const types = useContract('postTypes', {});
  return (
    <>
      <nav className="tabs" aria-label="Типы публикаций">
        {types.map((type) => (
          <Link key={type.type} to={`/posts/${encodeURIComponent(type.type)}`} aria-current={type.type === postType ? 'page' : undefined}>
            {type.title}
          </Link>
        ))}
      </nav>
      {listing.items.length === 0 ? (
        <p className="empty-state">В этом разделе пока нет публикаций.</p>
      ) : (
        <div className="cards">
          {listing.items.map((post, index) => (
            <PostCard key={post.id} post={post} headingLevel={2} lazy={index >= postsFirstRow} />
          ))}
        </div>
      )}
      <Pagination basePath={`/posts/${encodeURIComponent(postType)}`} page={listing.page} pageCount={listing.pageCount} />
    </>
  );
}
