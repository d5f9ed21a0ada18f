/**
 * Where a specification's lines come from (docs/behaviour.md, "Specification"): the batch call
 * «Всё в спецификацию» through the BFF and the embedded API (all or nothing, the unit's bounds,
 * 500 lines, unknown products named, the form post's notice, never a 500), and the «В
 * спецификацию» forms in the server's HTML of the pages that carry them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elPanelListSchema } from '#shared/contract';
import { encodeDesign } from '#shared/designer/url-encoding';
import { products as seedProducts } from '#server/embedded/seed/catalog/products';
import { addSpecLinesResultSchema, checkQuantity, specLimits, specMessages, specSchema, type Spec } from '#shared/contract/specs';
import { type AccountSite, createAccountSite, setCookie, signedInMember, Visitor } from '../support/account-site';
import { buttonPosts } from '../support/button-posts';

let site: AccountSite;
let pieces: string[];
let metre: string;

beforeAll(() => {
  site = createAccountSite();
  const rows = site.embedded.db.prepare('SELECT id, unit FROM products ORDER BY id').all() as { id: string; unit: string }[];
  pieces = rows.filter((r) => r.unit === 'шт').map((r) => r.id);
  metre = rows.find((r) => r.unit === 'м')!.id;
});
afterAll(() => site.close());

const batch = '/api/specs/current/lines/batch';
const wholeAt = (index: number) => specMessages.atLine(index, checkQuantity(0, 'шт')!);
const noticeOf = (html: string) => /class="flash-notice[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];
const currentOf = async (visitor: Visitor): Promise<Spec | null> => {
  const body = (await visitor.get('/api/specs/current').set('Accept', 'application/json')).body as { spec: unknown };
  return body.spec === null ? null : specSchema.parse(body.spec);
};
const quantityOf = (spec: Spec | null, productId: string) => spec?.lines.find((line) => line.productId === productId)?.quantity;

describe('«Всё в спецификацию»: the batch call', () => {
  it('adds every line in one call, summing a product listed twice and one already there', async () => {
    const guest = new Visitor(site);
    await guest.postJson('/api/specs/current/lines', { productId: pieces[0], quantity: 2 });
    const answer = await guest.postJson(batch, {
      lines: [
        { productId: pieces[0], quantity: 3 },
        { productId: pieces[1], quantity: '4' },
        { productId: metre, quantity: '12,5' },
        { productId: pieces[1], quantity: 1 },
      ],
    });
    expect(answer.status).toBe(200);
    const result = addSpecLinesResultSchema.parse(answer.body);
    expect(result.added).toBe(4);
    expect(result.unknown).toEqual([]);
    expect(result.spec.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [pieces[0], 5],
      [pieces[1], 5],
      [metre, 12.5],
    ]);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // The guest's first batch creates the specification and its cookie, as a single add does.
    const fresh = new Visitor(site);
    expect(setCookie((await fresh.postJson(batch, { lines: [{ productId: pieces[2] }] })).headers, 'spec')?.value).toMatch(/^[\w-]{32}$/);
    expect(quantityOf(await currentOf(fresh), pieces[2]!)).toBe(1);
  });

  it('is all or nothing: a quantity outside its unit’s bounds (a sum included) refuses every line, naming the line', async () => {
    const guest = new Visitor(site);
    await guest.postJson('/api/specs/current/lines', { productId: pieces[0], quantity: 99_990 });
    const cases: Array<[unknown[], string]> = [
      [
        [
          { productId: pieces[1], quantity: 1 },
          { productId: pieces[2], quantity: 1.5 },
        ],
        wholeAt(1),
      ],
      [
        [
          { productId: pieces[1], quantity: 1 },
          { productId: metre, quantity: 0.05 },
        ],
        specMessages.atLine(1, checkQuantity(0.05, 'м')!),
      ],
      [
        [
          { productId: pieces[1], quantity: 60_000 },
          { productId: pieces[1], quantity: 60_000 },
        ],
        wholeAt(1),
      ],
      [
        [
          { productId: pieces[1], quantity: 1 },
          { productId: pieces[0], quantity: 10 },
        ],
        wholeAt(1),
      ],
      [[{ productId: pieces[1], quantity: 'много' }], 'Строка 1: Поле Количество должно быть числом'],
    ];
    for (const [lines, message] of cases) {
      const answer = await guest.postJson(batch, { lines });
      expect(answer.status, JSON.stringify(lines)).toBe(400);
      expect(answer.body.data).toBe(message);
    }
    const spec = await currentOf(guest);
    expect(spec!.lines.map((line) => [line.productId, line.quantity])).toEqual([[pieces[0], 99_990]]);
  });

  it('holds at most 500 lines: a batch over 500, or one that would pass 500 in the end, adds nothing', async () => {
    const guest = new Visitor(site);
    const over = await guest.postJson(batch, {
      lines: Array.from({ length: specLimits.lines + 1 }, (_, i) => ({ productId: pieces[i % pieces.length], quantity: 1 })),
    });
    expect(over.status).toBe(400);
    expect(over.body.data).toBe(`Поле Строки не может содержать больше ${specLimits.lines} строк`);

    // 500 lines with the longest ids fit under the batch's own body cap.
    const longest = await guest.postJson(batch, {
      lines: Array.from({ length: specLimits.lines }, (_, i) => ({ productId: `x${String(i).padStart(79, '0')}`, quantity: 99_999 })),
    });
    expect(longest.status).toBe(200);
    expect(longest.body.unknown).toHaveLength(specLimits.lines);
    expect(longest.body.added).toBe(0);

    const products = site.embedded.db.prepare('SELECT count(*) AS n FROM products').get() as { n: number };
    expect(products.n).toBeGreaterThan(specLimits.lines);
    const ids = (site.embedded.db.prepare('SELECT id FROM products ORDER BY id LIMIT ?').all(specLimits.lines + 1) as { id: string }[]).map(
      (r) => r.id,
    );
    const full = await guest.postJson(batch, { lines: ids.slice(0, specLimits.lines - 1).map((productId) => ({ productId })) });
    expect(full.status).toBe(200);
    const past = await guest.postJson(batch, {
      lines: [{ productId: ids[0] }, { productId: ids[specLimits.lines - 1] }, { productId: ids[specLimits.lines] }],
    });
    expect(past.status).toBe(409);
    expect(past.body.data).toBe(specMessages.tooManyLines);
    const after = await currentOf(guest);
    expect(after!.lines).toHaveLength(specLimits.lines - 1);
    expect(quantityOf(after, ids[0]!)).toBe(1);
  });

  it('names the products not in the catalogue and adds the rest', async () => {
    const guest = new Visitor(site);
    const answer = await guest.postJson(batch, {
      lines: [
        { productId: 'no-such-product' },
        { productId: pieces[0], quantity: 2 },
        { productId: 'no-such-product' },
        { productId: 'gone-too' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ added: 1, unknown: ['no-such-product', 'gone-too'] });
    expect(quantityOf(await currentOf(guest), pieces[0]!)).toBe(2);
  });

  it.each([
    ['no body', undefined],
    ['not JSON', '{"lines": ['],
    ['an array', '[]'],
    ['no lines', {}],
    ['lines not a list', { lines: 'A9F79110 12' }],
    ['an empty list', { lines: [] }],
    ['a line without a product', { lines: [{ quantity: 1 }] }],
    ['a bad product id', { lines: [{ productId: '../../etc' }] }],
    ['a line that is a number', { lines: [42] }],
    ['a negative quantity', () => ({ lines: [{ productId: pieces[0], quantity: -1 }] })],
    ['a huge note', { lines: [{ productId: 'x', note: 'н'.repeat(600) }] }],
  ])('%s: a 400 with a Russian message, never a 500', async (_, body) => {
    const answer = await new Visitor(site).postJson(batch, typeof body === 'function' ? body() : body);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatch(/[А-Яа-я]/);
  });

  it('a body over the batch’s cap is refused with 413', async () => {
    const answer = await new Visitor(site).postJson(batch, { lines: [{ productId: pieces[0], note: 'н'.repeat(70_000) }] });
    expect(answer.status).toBe(413);
    // Other calls keep the usual 16 KB.
    const single = await new Visitor(site).postJson('/api/specs/current/lines', { productId: pieces[0], note: 'н'.repeat(10_000) });
    expect(single.status).toBe(413);
  });

  it('goes into a signed-in user’s current specification, with the bearer, never a guest cookie', async () => {
    const { visitor } = await signedInMember(site);
    const answer = await visitor.postJson(batch, {
      lines: [
        { productId: pieces[0], quantity: 2 },
        { productId: metre, quantity: 0.5 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(setCookie(answer.headers, 'spec')).toBeUndefined();
    const spec = await currentOf(visitor);
    expect(spec!.id).toMatch(/^\d+$/);
    expect(spec!.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [pieces[0], 2],
      [metre, 0.5],
    ]);
  });

  it('is same-origin only', async () => {
    const answer = await new Visitor(site).postJson(batch, { lines: [{ productId: pieces[0] }] }).set('Origin', 'https://evil.example');
    expect(answer.status).toBe(403);
  });
});

describe('«Всё в спецификацию» without JavaScript', () => {
  const formBody = (lines: Array<[string, string]>, callbackUrl: string) => {
    const form = new URLSearchParams();
    for (const [productId, quantity] of lines) {
      form.append('productId', productId);
      form.append('quantity', quantity);
    }
    form.append('callbackUrl', callbackUrl);
    return form.toString();
  };
  const postForm = (visitor: Visitor, body: string) =>
    visitor.agent
      .post(batch)
      .set('Host', 'site.test')
      .set('Origin', 'http://site.test')
      .set('X-Forwarded-For', visitor.ip)
      .type('form')
      .send(body)
      .redirects(0);

  it('adds the repeated lines and goes back with how many went in', async () => {
    const guest = new Visitor(site);
    const back = '/elpanels/designer/result?d=x';
    const posted = await postForm(
      guest,
      formBody(
        [
          [pieces[0]!, '2'],
          [pieces[1]!, '3'],
          [metre, '1,5'],
        ],
        back,
      ),
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(back);
    expect(noticeOf((await guest.get('/')).text)).toBe('Добавлено в спецификацию: 3\u00a0строки');
    const spec = await currentOf(guest);
    expect(spec!.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [pieces[0], 2],
      [pieces[1], 3],
      [metre, 1.5],
    ]);
  });

  it('names the unknown products in the notice, and a refusal comes back as the notice', async () => {
    const guest = new Visitor(site);
    const unknown = await postForm(
      guest,
      formBody(
        [
          [pieces[0]!, '1'],
          ['no-such-product', '1'],
        ],
        '/catalog',
      ),
    );
    expect(unknown.status).toBe(303);
    expect(noticeOf((await guest.get('/')).text)).toBe('Добавлено в спецификацию: 1\u00a0строка. Нет в каталоге: no-such-product');

    const refused = await postForm(guest, formBody([[pieces[0]!, '0']], '/catalog'));
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe('/catalog');
    expect(noticeOf((await guest.get('/')).text)).toBe(wholeAt(0));
    const empty = await postForm(guest, formBody([], 'https://evil.example/'));
    expect(empty.headers.location).toBe('/');
    expect(noticeOf((await guest.get('/')).text)).toBe('Поле Строки должно содержать хотя бы одну строку');
    expect(quantityOf(await currentOf(guest), pieces[0]!)).toBe(1);
  });
});

/**
 * The «В спецификацию» posts in a page's HTML: where each goes and the fields it carries, whether
 * the button sits in a form of its own (a quantity beside it) or names the page's shared form.
 */
function specForms(html: string) {
  return buttonPosts(html)
    .filter((post) => post.action?.startsWith('/api/specs/current/lines'))
    .map((post) => {
      const values = (name: string) => post.fields.filter(([field]) => field === name).map(([, value]) => value);
      const own = /<form[^>]*>(?:(?!<\/form>)[\s\S])*$/.exec(html.slice(0, post.at))?.[0] ?? '';
      const field = /<input[^>]*name="quantity"[^>]*>/.exec(own)?.[0];
      return {
        action: post.action,
        at: post.at,
        productIds: values('productId'),
        quantities: values('quantity'),
        callbackUrl: values('callbackUrl')[0],
        // A visible quantity field has a name of its own.
        labelled: field ? /aria-label="Количество, [^"]+"/.test(field) : undefined,
        button: post.button,
      };
    });
}

describe('«В спецификацию» in the server’s HTML: a form post that works without JavaScript', () => {
  const seeded = (article: string) => seedProducts.find((p) => p.article === article)!;
  // Made to order in the demo stock, with analogues (docs/behaviour.md, "Analogues").
  const toOrder = seeded('MVA20-1-032-C');
  const html = async (path: string) => {
    const answer = await new Visitor(site).get(path).redirects(0);
    expect(answer.status, path).toBe(200);
    return answer.text;
  };

  it('on every product card of a section page and the search', async () => {
    for (const path of [`/catalog/${toOrder.sectionId}`, '/catalog/search?q=%D0%B0%D0%B2%D1%82%D0%BE%D0%BC%D0%B0%D1%82']) {
      const page = await html(path);
      const cards = [...page.matchAll(/<article class="product-card">/g)].length;
      const forms = specForms(page);
      expect(cards, path).toBeGreaterThan(0);
      expect(forms, path).toHaveLength(cards);
      for (const form of forms) {
        expect(form.action).toBe('/api/specs/current/lines');
        expect(form.productIds).toHaveLength(1);
        // No way back in each card: the endpoint returns to the Referer (docs/behaviour.md, "Without JavaScript").
        expect(form.callbackUrl).toBeUndefined();
        expect(form.button).toContain('В спецификацию');
      }
    }
  });

  it('on the product page with a quantity, and on each of its analogues', async () => {
    const path = `/product/${toOrder.url}/${toOrder.id}`;
    const page = await html(path);
    const [main, ...rest] = specForms(page);
    expect(main).toMatchObject({
      action: '/api/specs/current/lines',
      productIds: [toOrder.id],
      quantities: ['1'],
      callbackUrl: undefined,
      labelled: true,
    });
    const found = /<section[^>]*id="analogues"[\s\S]*?<\/section>/.exec(page);
    const block = found?.[0] ?? '';
    const analogueIds = [...block.matchAll(/<li class="analogue">[\s\S]*?href="\/product\/[^/]+\/([^"#]+)"/g)].map((m) => m[1]);
    expect(analogueIds.length).toBeGreaterThan(0);
    const inBlock = specForms(page).filter((form) => form.at > found!.index && form.at < found!.index + block.length);
    expect(inBlock.map((form) => form.productIds[0])).toEqual(analogueIds);
    for (const form of inBlock) expect(form.callbackUrl).toBeUndefined();
    expect(rest.slice(0, inBlock.length)).toEqual(inBlock);
  });

  it('in each comparison column, with a quantity', async () => {
    const ids = [toOrder.id, seeded('MVA20-1-016-C').id, seeded('mcb4763-1-16C-pro').id];
    const path = `/catalog/compare?ids=${ids.join(',')}`;
    const forms = specForms(await html(path));
    expect(forms.map((form) => form.productIds[0])).toEqual(ids);
    for (const form of forms) expect(form).toMatchObject({ quantities: ['1'], callbackUrl: undefined, labelled: true });
  });

  it('«Всё в спецификацию» under the designer’s bill carries every line with its quantity, and posting it adds them', async () => {
    const panels = elPanelListSchema.parse((await new Visitor(site).get('/api/elpanels')).body);
    const panel = panels.find((p) => p.id === 'shchit-kvartirnyy-24')!;
    const path = `/elpanels/designer/result?d=${encodeDesign(panel.design)}`;
    const [form, ...others] = specForms(await html(path));
    expect(others).toEqual([]);
    expect(form!.action).toBe('/api/specs/current/lines/batch');
    expect(form!.callbackUrl).toBe(path);
    expect(form!.button).toContain('Всё в спецификацию');
    const expected = new Map<string, number>();
    if (panel.design.enclosureId) expected.set(panel.design.enclosureId, 1);
    for (const row of panel.design.rows)
      for (const item of row.items) expected.set(item.productId, (expected.get(item.productId) ?? 0) + item.quantity);
    expect(new Map(form!.productIds.map((id, i) => [id, Number(form!.quantities[i])]))).toEqual(expected);

    const guest = new Visitor(site);
    const body = new URLSearchParams();
    form!.productIds.forEach((id, i) => {
      body.append('productId', id);
      body.append('quantity', form!.quantities[i]!);
    });
    body.append('callbackUrl', form!.callbackUrl!);
    const posted = await guest.agent
      .post(form!.action!)
      .set('Host', 'site.test')
      .set('Origin', 'http://site.test')
      .set('X-Forwarded-For', guest.ip)
      .type('form')
      .send(body.toString())
      .redirects(0);
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(path);
    const spec = await currentOf(guest);
    expect(new Map(spec!.lines.map((line) => [line.productId, line.quantity]))).toEqual(expected);
  });
});
