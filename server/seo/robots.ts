/** Private and technical paths stay out of the index; everything else is public. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /my/',
    'Disallow: /api/',
    'Disallow: /confirm/',
    'Disallow: /elpanels/designer/result',
    'Disallow: /catalog/search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
