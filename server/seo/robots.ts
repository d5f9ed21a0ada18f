/**
 * Private and technical paths stay out of the index; everything else is public. `filterParams`:
 * the section pages' filter, sort and page parameters, which Yandex's Clean-param folds into the
 * plain section address (Google reads the canonical link instead).
 */
export function robotsTxt(origin: string, filterParams: readonly string[] = []): string {
  return [
    'User-agent: *',
    'Disallow: /my/',
    'Disallow: /spec',
    'Disallow: /api/',
    'Disallow: /confirm/',
    'Disallow: /elpanels/designer/result',
    'Disallow: /catalog/search',
    // Clean-param belongs to no user-agent group: Yandex reads it wherever it stands, others skip it.
    ...(filterParams.length ? [`Clean-param: ${filterParams.join('&')} /catalog/`] : []),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    // Not a directive robots.txt defines: a comment, so every parser skips it and a person finds the feed.
    `# Yandex product feed (YML): ${origin}/feeds/yandex.yml`,
    '',
  ].join('\n');
}
