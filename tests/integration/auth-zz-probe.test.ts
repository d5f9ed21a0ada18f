import { test, expect } from 'vitest';
import { accessTokenLifetime } from '../../server/embedded/accounts/tokens';
import { createAccountSite, Visitor, registerAndActivate, newPerson, setCookie } from '../support/account-site';
test('probe', async () => {
  const site = createAccountSite();
  const v = new Visitor(site);
  const p = await registerAndActivate(site, newPerson(), v);
  await v.signIn(p.email, p.password);
  site.clock.advance(accessTokenLifetime + 1);
  const from = site.exchanges.length;
  const [a, b] = await Promise.all([v.get('/api/saves'), v.get('/api/saves?x=1'), ]);
  console.log(a.status, b.status, setCookie(a.headers,'sid')?.value.length, setCookie(b.headers,'sid')?.value.length);
  console.log(site.exchangesSince(from).map(e => `${e.path} ${e.status} ${e.responseBody.slice(0,80)}`));
  const c = await v.get('/api/saves');
  console.log(c.status);
  site.close();
});
