import { useMatches } from 'react-router';
import { useSite } from '#client/data/deps-context';
import type { PageData, PageMeta } from '#client/seo/page-meta';

export function useCurrentMeta(): PageMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.loaderData as PageData | undefined;
    if (data && typeof data === 'object' && 'meta' in data) return data.meta;
  }
  return undefined;
}

/** React 19 hoists these into <head>, on the server and on navigation alike. */
export function PageHead({ meta }: { meta: PageMeta }) {
  const { origin } = useSite();
  const canonical = origin + meta.canonical;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={canonical} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      {meta.image ? <meta property="og:image" content={origin + meta.image} /> : null}
      <meta property="og:locale" content="ru_RU" />
    </>
  );
}
