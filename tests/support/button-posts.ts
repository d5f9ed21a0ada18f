/**
 * What each submit button in a page's HTML posts, as a browser without JavaScript would send it:
 * the button's form — the one around it, or the one its `form=` attribute names anywhere in the page
 * (a card's buttons name the page's shared forms, client/components/shared-forms.ts) — with that
 * form's fields and the button's own name and value.
 */
export interface ButtonPost {
  /** The button's markup, as cut from the page. */
  button: string;
  /** Its text, tags and the whitespace around it dropped. */
  text: string;
  /** Where in the page the button stands (the offset of its `<button`). */
  at: number;
  /** The form's action and method; undefined when the button has no form (it would post nothing). */
  action?: string;
  method?: string;
  /** Every field the post carries, in the form's order, then the button's own. */
  fields: [string, string][];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');

interface Form {
  tag: string;
  inner: string;
  from: number;
  to: number;
}

export function buttonPosts(html: string): ButtonPost[] {
  const forms: Form[] = [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map((m) => ({
    tag: m[1]!,
    inner: m[2]!,
    from: m.index,
    to: m.index + m[0].length,
  }));
  const byId = new Map(forms.map((form) => [attribute(form.tag, 'id'), form]));
  return [...html.matchAll(/(<button\b[^>]*>)([\s\S]*?)<\/button>/g)].flatMap((m) => {
    const tag = m[1]!;
    const type = attribute(tag, 'type') ?? 'submit';
    if (type !== 'submit') return [];
    const named = attribute(tag, 'form');
    const form = named === undefined ? forms.find((f) => f.from < m.index && m.index < f.to) : byId.get(named);
    const fields: [string, string][] = form
      ? [...form.inner.matchAll(/<input\b[^>]*>/g)].flatMap(([input]) => {
          const name = attribute(input, 'name');
          const inputType = attribute(input, 'type') ?? 'text';
          if (name === undefined || ((inputType === 'checkbox' || inputType === 'radio') && !/\schecked/.test(input))) return [];
          return [[name, attribute(input, 'value') ?? ''] as [string, string]];
        })
      : [];
    const name = attribute(tag, 'name');
    if (name !== undefined) fields.push([name, attribute(tag, 'value') ?? '']);
    return [
      {
        button: m[0],
        text: m[2]!.replace(/<[^>]*>/g, '').trim(),
        at: m.index,
        action: form && attribute(form.tag, 'action'),
        method: form && (attribute(form.tag, 'method') ?? 'get'),
        fields,
      },
    ];
  });
}
