/**
 * The embedded API of a real deployment sends its mails through SMTP (docs/operations.md, "Mail"):
 * checked against a local SMTP sink on loopback, started and stopped by the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createEmbeddedApi, type EmbeddedApi } from '#server/embedded/app';
import { testPasswordCost } from '../support/site-harness';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let sink: SMTPServer;
let api: EmbeddedApi;
let dataDir: string;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  dataDir = mkdtempSync(join(tmpdir(), 'smtp-mail-'));
  api = createEmbeddedApi({
    dataDir,
    passwordCost: testPasswordCost,
    siteOrigin: 'https://shop.example.ru',
    smtp: { url: `smtp://127.0.0.1:${port}`, from: 'ЭлектроЩит Про <noreply@example.ru>' },
  });
});

afterAll(async () => {
  api.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A MIME part's text: base64 or quoted-printable as nodemailer chose. */
function decodePart(raw: string, type: 'text/plain' | 'text/html'): string {
  const part = new RegExp(
    `Content-Type: ${type}[^\\r\\n]*\\r\\nContent-Transfer-Encoding: ([\\w-]+)\\r\\n\\r\\n([\\s\\S]*?)\\r\\n(?:--|$)`,
  ).exec(raw);
  if (!part) throw new Error(`no ${type} part in\n${raw}`);
  const [, encoding, body] = part as unknown as [string, string, string];
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded Subject header (RFC 2047 encoded words). */
function subjectOf(raw: string): string {
  const header = /\r\nSubject: ((?:[^\r\n]|\r\n[ \t])+)/.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

function waitForMail(to: string): Promise<Received> {
  return vi.waitFor(
    () => {
      const mail = received.find((m) => m.to.includes(to));
      if (!mail) throw new Error(`no mail to ${to} yet`);
      return mail;
    },
    { timeout: 5_000, interval: 50 },
  );
}

test('registration mails its activation link through SMTP, in Russian, as text and HTML; the demo outbox is off', async () => {
  const email = 'anna.smtp@example.ru';
  const answer = await api.app.request('/api/auth/registration', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Анна',
      phoneNumber: '+7 912 000-00-00',
      email,
      password: 'Schitok-2025',
      confirmPassword: 'Schitok-2025',
    }),
  });
  expect(answer.status).toBe(201);

  const mail = await waitForMail(email);
  expect(subjectOf(mail.raw)).toBe('Подтверждение регистрации');
  expect(mail.raw).toMatch(/(?:^|\r\n)From: =\?UTF-8\?[BQ]\?[^?]+\?= <noreply@example\.ru>/i);
  const text = decodePart(mail.raw, 'text/plain');
  const html = decodePart(mail.raw, 'text/html');
  const link = /https:\/\/shop\.example\.ru\/confirm\/registration\/[\w-]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  expect(text).toContain('Анна');
  expect(html).toContain(`href="${link}"`);
  expect(html).toContain('<html lang="ru">');

  expect((await api.app.request('/api/dev/outbox')).status).toBe(404);
});

test('a quote request reaches the sales team, and a visitor’s markup is escaped in the HTML part', async () => {
  const answer = await api.app.request('/api/catalog/quote-requests', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: '<b>Игорь</b>', phoneNumber: '+7 912 000-00-01', quantity: '3', comment: 'Срочно' }),
  });
  expect(answer.status).toBe(201);
  const mail = await waitForMail('sales@electroshield.example');
  expect(subjectOf(mail.raw)).toMatch(/^Запрос КП № \d+: без товара$/);
  const html = decodePart(mail.raw, 'text/html');
  expect(html).toContain('&#60;b&#62;Игорь&#60;/b&#62;');
  expect(html).not.toContain('<b>Игорь');
});

test('a quote for a whole specification goes out with the specification attached', async () => {
  const created = await api.app.request('/api/specs/guest', { method: 'POST' });
  const { id: guestId } = (await created.json()) as { id: string };
  const product = api.db.prepare("SELECT id FROM products WHERE unit = 'шт' LIMIT 1").get() as { id: string };
  const line = await api.app.request(`/api/specs/guest/${guestId}/lines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId: product.id, quantity: 2 }),
  });
  expect(line.status).toBe(200);
  const content = Buffer.from('PK\u0003\u0004 a workbook').toString('base64');
  const answer = await api.app.request(`/api/specs/guest/${guestId}/quote-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Олег',
      phoneNumber: '+7 912 000-00-02',
      email: '',
      comment: '',
      attachment: { filename: 'specification-2026-11-26.xlsx', content },
    }),
  });
  expect(answer.status).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  const mail = await vi.waitFor(
    () => {
      const found = received.find((m) => subjectOf(m.raw).startsWith(`Запрос КП № ${id}:`));
      if (!found) throw new Error('no quote mail yet');
      return found;
    },
    { timeout: 5_000, interval: 50 },
  );
  expect(mail.raw).toMatch(
    /Content-Type:\s*application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet;?\s*name=specification-2026-11-26\.xlsx/,
  );
  expect(mail.raw).toMatch(/Content-Disposition: attachment;\s*filename=specification-2026-11-26\.xlsx/);
  expect(mail.raw.replace(/\r\n/g, '')).toContain(content);
});
