import { data } from 'react-router';
import { decodeDesign, designParam } from '#shared/designer/url-encoding';
import { statusText } from '#shared/http/status-text';
import type { PageData, PageDataWithStatus } from '#client/seo/page-meta';

/**
 * The designer and its result page answer 400 when the address carries a design that does not open
 * (docs/designer.md, "Address format"): the visitor's input is wrong. The page itself is still drawn
 * in the site's frame, with the decoding message and the way back to the designer, so the status
 * costs the visitor nothing. Decoding is cheap and bounded, so it runs here and again in the page.
 */
export function withDesignAddressStatus(request: Request, page: PageData): PageData | PageDataWithStatus {
  const encoded = new URL(request.url).searchParams.get(designParam);
  if (encoded === null || decodeDesign(encoded).ok) return page;
  return data(page, { status: 400, statusText: statusText(400) });
}
