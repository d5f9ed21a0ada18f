/**
 * A project's saved calculations and designs (docs/behaviour.md, "Projects"): the calls under a
 * user's specification, through the BFF to the embedded API — saved and listed, removed, another
 * user's project a 404, and no bad kind, address, title or count a 500.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { projectLimits, projectMessages, projectItemListSchema } from '#shared/contract/project-items';
import { encodeDesign } from '#shared/designer/url-encoding';
import { type AccountSite, createAccountSite, signedInMember, Visitor } from '../support/account-site';

let site: AccountSite;
beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const calculation = { kind: 'calculation', title: 'Сечение кабеля', address: '/calculators/cable-section?power=5&length=30' };
const designAddress = `/elpanels/designer/result?d=${encodeDesign({ enclosureId: null, rows: [] })}`;
const design = { kind: 'design', title: 'Проект щита: без корпуса, 0 устройств', address: designAddress };

async function memberWithProject(name = 'Дом') {
  const { visitor } = await signedInMember(site);
  const made = await visitor.postJson('/api/specs', { name });
  expect(made.status).toBe(201);
  return { visitor, specId: String(made.body.id) };
}

describe('saving into a project', () => {
  test('a calculation and a design are saved, listed newest first, the same address twice is one item, and removed', async () => {
    const { visitor, specId } = await memberWithProject();
    const first = await visitor.postJson(`/api/specs/${specId}/items`, calculation);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.projectId).toBe(specId);
    expect(first.body.item).toMatchObject(calculation);
    const second = await visitor.postJson(`/api/specs/${specId}/items`, design);
    expect(second.body.item).toMatchObject(design);
    const again = await visitor.postJson(`/api/specs/${specId}/items`, calculation);
    expect(again.body.item.id).toBe(first.body.item.id);

    const list = projectItemListSchema.parse((await visitor.get(`/api/specs/${specId}/items`)).body);
    expect(list.map((item) => item.kind)).toEqual(['design', 'calculation']);

    const removed = await visitor.deleteJson(`/api/specs/${specId}/items/${first.body.item.id}`);
    expect(removed.status).toBe(204);
    const left = projectItemListSchema.parse((await visitor.get(`/api/specs/${specId}/items`)).body);
    expect(left.map((item) => item.id)).toEqual([second.body.item.id]);
    const gone = await visitor.deleteJson(`/api/specs/${specId}/items/${first.body.item.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.data).toBe(projectMessages.itemNotFound);
  });

  test('«current» saves into the project «В спецификацию» adds to, made when there is none', async () => {
    const { visitor } = await signedInMember(site);
    const saved = await visitor.postJson('/api/specs/current/items', calculation);
    expect(saved.status).toBe(200);
    const current = await visitor.get('/api/specs/current').set('Accept', 'application/json');
    expect(current.body.spec.id).toBe(saved.body.projectId);
  });

  test('without JavaScript: a form post saves and answers 303 back with a notice; removing posts _method=DELETE', async () => {
    const { visitor, specId } = await memberWithProject('Склад');
    const posted = await visitor.postForm('/api/specs/current/items', {
      ...calculation,
      callbackUrl: '/calculators/cable-section?power=5',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/calculators/cable-section?power=5');
    const [item] = projectItemListSchema.parse((await visitor.get(`/api/specs/${specId}/items`)).body);
    expect(item?.address).toBe(calculation.address);
    const removed = await visitor.postForm(`/api/specs/${specId}/items/${item!.id}`, {
      _method: 'DELETE',
      callbackUrl: `/my/projects/${specId}`,
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.location).toBe(`/my/projects/${specId}`);
    expect((await visitor.get(`/api/specs/${specId}/items`)).body).toEqual([]);
  });
});

describe('refusals', () => {
  test("another user's project is a 404 for every call, and its items stay", async () => {
    const owner = await memberWithProject();
    const saved = await owner.visitor.postJson(`/api/specs/${owner.specId}/items`, calculation);
    const { visitor: stranger } = await signedInMember(site);
    for (const answer of [
      await stranger.get(`/api/specs/${owner.specId}/items`),
      await stranger.postJson(`/api/specs/${owner.specId}/items`, design),
      await stranger.deleteJson(`/api/specs/${owner.specId}/items/${saved.body.item.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.data).toBe('Спецификация не найдена');
    }
    expect((await owner.visitor.get(`/api/specs/${owner.specId}/items`)).body).toHaveLength(1);
  });

  test('signed out: 401 for fetch, the login view and back for a form', async () => {
    const guest = new Visitor(site);
    expect((await guest.postJson('/api/specs/current/items', calculation)).status).toBe(401);
    const posted = await guest.postForm('/api/specs/current/items', { ...calculation, callbackUrl: '/calculators/cable-section' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/calculators/cable-section?auth=login&redirect=%2Fcalculators%2Fcable-section');
  });

  test.each([
    ['a wrong kind', { ...calculation, kind: 'product' }, 'Поле Тип должно быть выбрано из списка'],
    ['a calculation address of another tool', { ...calculation, address: '/catalog/kabel' }, 'Поле Адрес некорректно'],
    ['an unknown calculator', { ...calculation, address: '/calculators/nope?a=1' }, 'Поле Адрес некорректно'],
    ['another host', { ...calculation, address: '//evil.example/calculators/cable-section' }, 'Поле Адрес некорректно'],
    ['a script in the address', { ...calculation, address: '/calculators/cable-section?a="><script>' }, 'Поле Адрес некорректно'],
    ['a design address as a calculation', { ...calculation, address: designAddress }, 'Поле Адрес некорректно'],
    ['a design that does not decode', { ...design, address: `${designAddress}x` }, null],
    ['a calculation as a design', { ...design, address: calculation.address }, 'Поле Адрес некорректно'],
    ['an address too long', { ...calculation, address: `/calculators/cable-section?${'a'.repeat(projectLimits.addressMax)}` }, null],
    ['an empty title', { ...calculation, title: '  ' }, 'Поле Название обязательно для заполнения'],
    [
      'a title too long',
      { ...calculation, title: 'я'.repeat(projectLimits.titleMax + 1) },
      `Поле Название не может быть длиннее ${projectLimits.titleMax} символов`,
    ],
    ['a title of two lines', { ...calculation, title: 'a\nb' }, 'Поле Название должно быть одной строкой, без переносов'],
    ['no body', {}, null],
  ])('%s: 400 with a Russian message', async (_, body, message) => {
    const { visitor, specId } = await memberWithProject();
    const answer = await visitor.postJson(`/api/specs/${specId}/items`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatch(/[А-Яа-яЁё]/);
    if (message) expect(answer.body.data).toBe(message);
  });

  test('malformed ids and bodies are 404 or 400, never a 500', async () => {
    const { visitor, specId } = await memberWithProject();
    expect((await visitor.get('/api/specs/0/items')).status).toBe(404);
    expect((await visitor.deleteJson(`/api/specs/${specId}/items/abc`)).status).toBe(404);
    expect((await visitor.deleteJson(`/api/specs/${specId}/items/99999999999999999`)).status).toBe(404);
    expect((await visitor.postJson(`/api/specs/${specId}/items`, '[1]')).status).toBe(400);
    expect((await visitor.postJson(`/api/specs/${specId}/items/1`, {})).status).toBe(405);
  });

  test(`a project keeps at most ${projectLimits.items} items: the next is a 409`, async () => {
    const { visitor, specId } = await memberWithProject();
    // Straight into the embedded store's table: a hundred saves through the BFF would only slow the suite.
    const insert = site.embedded.db.prepare('INSERT INTO project_items (spec_id, kind, title, address, created_at) VALUES (?, ?, ?, ?, ?)');
    for (let i = 0; i < projectLimits.items; i += 1)
      insert.run(Number(specId), 'calculation', 'Расчёт', `/calculators/grounding?n=${i}`, Date.now());
    const answer = await visitor.postJson(`/api/specs/${specId}/items`, calculation);
    expect(answer.status).toBe(409);
    expect(answer.body.data).toBe(projectMessages.tooManyItems);
    // An address already there is still the item it is, not a refusal.
    expect((await visitor.postJson(`/api/specs/${specId}/items`, { ...calculation, address: '/calculators/grounding?n=3' })).status).toBe(
      200,
    );
  });

  test('deleting the specification takes its items along', async () => {
    const { visitor, specId } = await memberWithProject();
    await visitor.postJson(`/api/specs/${specId}/items`, calculation);
    expect((await visitor.deleteJson(`/api/specs/${specId}`)).status).toBe(204);
    expect(site.embedded.db.prepare('SELECT count(*) AS n FROM project_items WHERE spec_id = ?').get(Number(specId))).toMatchObject({
      n: 0,
    });
  });
});

describe('the project page /my/projects/{id}', () => {
  test("its owner's, rendered with everything in place: private, noindex, each item linking back to its tool", async () => {
    const { visitor, specId } = await memberWithProject('Дача');
    await visitor.postJson(`/api/specs/${specId}/items`, calculation);
    const saved = await visitor.postJson(`/api/specs/${specId}/items`, design);
    const page = await visitor.get(`/my/projects/${specId}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex');
    expect(page.text).toContain('Проект «Дача»');
    expect(page.text).toContain(`href="${calculation.address.replace('&', '&amp;')}"`);
    expect(page.text).toContain(`href="${designAddress}"`);
    expect(page.text).toContain(`href="${designAddress.replace('/result?', '?')}"`);
    expect(page.text).toContain(`href="/my/specs/${specId}"`);
    // Without JavaScript «Удалить» is a form posting _method=DELETE to the item's address.
    expect(page.text).toContain(`action="/api/specs/${specId}/items/${saved.body.item.id}"`);
  });

  test("another user's project, or none, is the 404 page; signed out, the login", async () => {
    const owner = await memberWithProject();
    const { visitor: stranger } = await signedInMember(site);
    expect((await stranger.get(`/my/projects/${owner.specId}`)).status).toBe(404);
    expect((await stranger.get('/my/projects/abc')).status).toBe(404);
    const signedOut = await new Visitor(site).get(`/my/projects/${owner.specId}`).redirects(0);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toContain('auth=login');
  });

  test("/my/projects is the list of specifications, which links each one's project", async () => {
    const { visitor, specId } = await memberWithProject('Гараж');
    const list = await visitor.get('/my/projects').redirects(0);
    expect(list.status).toBe(302);
    expect(list.headers.location).toBe('/my/specs');
    expect((await visitor.get('/my/specs')).text).toContain(`href="/my/projects/${specId}"`);
  });

  test('the calculator and the design result carry «Сохранить в проект» as a form that works without JavaScript', async () => {
    const guest = new Visitor(site);
    for (const path of [calculation.address, designAddress]) {
      const page = await guest.get(path);
      expect(page.status).toBe(200);
      expect(page.text.includes('action="/api/specs/current/items"'), path).toBe(true);
      expect(page.text).toContain('Сохранить в проект');
    }
  });
});
