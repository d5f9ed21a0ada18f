import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const paths = (process.env.PATHS ?? '/').split(',');
const widths = (process.env.WIDTHS ?? '1280').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[${width}] console.${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => console.log(`[${width}] pageerror: ${e.message}`));
  page.on('request', (r) => { if (!r.url().startsWith(base)) console.log(`[${width}] EXTERNAL REQUEST ${r.url()}`); });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log('shot', name);
  }
  await context.close();
}
await browser.close();
