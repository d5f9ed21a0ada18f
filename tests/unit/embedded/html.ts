/** The HTML the contract allows in `html` fields; the BFF sanitises to the same list. */
const allowed: Record<string, readonly string[]> = {
  // An anchor a link can aim at, under the `section-` prefix only (server/upstream/sanitize-html.ts).
  h2: ['id'],
  h3: [],
  p: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  br: [],
  blockquote: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
};

/** Lists what in `html` is outside the allowed tags, attributes and link targets. */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [, closing, tag, rawAttributes] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g)) {
    const name = tag!.toLowerCase();
    const attributeNames = allowed[name];
    if (!attributeNames) {
      problems.push(`tag <${name}>`);
      continue;
    }
    if (closing) continue;
    for (const [, attribute, value] of rawAttributes!.matchAll(/([\w-]+)="([^"]*)"/g)) {
      if (!attributeNames.includes(attribute!)) problems.push(`<${name} ${attribute}>`);
      if (attribute === 'href' && !/^(\/(?!\/)|https:\/\/)/.test(value!)) problems.push(`link ${value}`);
      if (attribute === 'src' && !/^\/api\/media\/[\w.-]+$/.test(value!)) problems.push(`img ${value}`);
      if (attribute === 'id' && !/^section-[a-z0-9-]{1,40}$/.test(value!)) problems.push(`id ${value}`);
    }
  }
  return problems;
}

export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]!);
}

/** Words of the visible text, for "is this a full document" checks. */
export function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\d]/u.test(word)).length;
}
