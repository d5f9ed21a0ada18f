import sanitizeHtml from 'sanitize-html';

/** The markup upstream content may use; everything else (scripts, styles, handlers, iframes) goes. */
const sectionId = /^section-[a-z0-9-]{1,40}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
    'br',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Pictures only from our own /api/media: no page may load anything from another host.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/api\/media\/[\w.-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    // A heading may carry an anchor a link can aim at (the policy's «#section-cookies»), but only under
    // the `section-` prefix: no upstream id can take the name of one of the page's own elements.
    h2: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: attribs.id && sectionId.test(attribs.id) ? { id: attribs.id } : {} }),
  },
};
// sanitize-html runs transformTags before the attribute filter, and the filter then judges the
// transformed tag: the rel/target and loading/decoding the transforms add must be allowed here,
// or the filter would strip them again.
options.allowedAttributes = {
  ...options.allowedAttributes,
  a: ['href', 'title', 'rel', 'target'],
  h2: ['id'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
};

export function sanitizeUpstreamHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * Contract convention: a field named `html` carries upstream markup. Sanitising by that name
 * at the one place answers enter the BFF means no page can forget it.
 */
export function sanitizeHtmlFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sanitizeHtmlFields) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      out[key] = key === 'html' && typeof field === 'string' ? sanitizeUpstreamHtml(field) : sanitizeHtmlFields(field);
    }
    return out as T;
  }
  return value;
}
