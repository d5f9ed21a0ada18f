/**
 * Forms a page's buttons share (docs/behaviour.md, "Without JavaScript"): a product grid repeats
 * «В спецификацию», «В избранное» and «Сравнить» on every card, and a form of each of them on every
 * card cost ~0.9 KB a card. Each button names one form of the page instead (`form=`) and carries only
 * its own field (`name`/`value`); the form, with the fields every post of it has, is written once
 * before `</body>` by the server, for the forms its render used. Only a post made before hydration
 * or without JavaScript goes through it: a hydrated button calls the API itself and cancels the post.
 */
export interface SharedForm {
  /** The element id its buttons name: one per action, unique on the page. */
  readonly id: string;
  readonly action: string;
  /** Hidden fields every post of the form carries; the pressed button adds its own name and value. */
  readonly fields?: Readonly<Record<string, string>>;
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => (c === '&' ? '&amp;' : c === '"' ? '&quot;' : c === '<' ? '&lt;' : '&gt;'));

/** A form's markup: no box of its own (`hidden`), its buttons are elsewhere on the page. */
function formMarkup(form: SharedForm): string {
  const fields = Object.entries(form.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`)
    .join('');
  return `<form id="${escapeAttribute(form.id)}" method="post" action="${escapeAttribute(form.action)}" hidden>${fields}</form>`;
}

/**
 * The shared forms one server render used, collected as it goes and written once the document is
 * complete (client/page-stream.server.ts), so buttons in sections streamed later have theirs too.
 * Outside React's tree: nothing of it is hydrated.
 */
export class SharedForms {
  private readonly forms = new Map<string, SharedForm>();

  add(form: SharedForm) {
    const known = this.forms.get(form.id);
    if (known && known !== form) throw new Error(`two shared forms with the id «${form.id}»`);
    this.forms.set(form.id, form);
  }

  /** One `<form>` per form used; empty when the page used none. */
  markup(): string {
    return [...this.forms.values()].map(formMarkup).join('');
  }
}
