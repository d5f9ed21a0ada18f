import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../logger';
import { bareAnswerHeaders } from './headers';

const page = (title: string, text: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title>` +
  `</head><body><h1>${title}</h1><p>${text}</p><p><a href="/">На главную</a></p></body></html>`;

const tooLarge = page(
  'Слишком длинный запрос',
  'Адрес или заголовки запроса длиннее, чем сайт принимает (16 КБ). Проверьте ссылку или откройте страницу с главной.',
);
const malformed = page('Неверный запрос', 'Сервер не смог разобрать запрос. Проверьте ссылку или откройте страницу с главной.');

function send(socket: Duplex, status: string, body: string, security: string): void {
  const bytes = Buffer.from(body, 'utf8');
  const head =
    `HTTP/1.1 ${status}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${bytes.length}\r\n` +
    `Cache-Control: no-store\r\n${security}Connection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), bytes]));
}

/**
 * Requests Node refuses before the site sees them — a URL or headers over its 16 KB limit, bytes
 * that are not HTTP — get a short Russian page with their status instead of Node's empty answer
 * (docs/behaviour.md, "Error pages"). A connection that broke is just closed.
 */
export function answerClientErrors(server: Server, logger: Logger, options: { https?: boolean } = {}): void {
  // The same security headers as every other answer (README, "Security headers"), written once.
  const security = bareAnswerHeaders(options.https ?? false)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const answer = (socket: Duplex, status: string, body: string) => send(socket, status, body, security);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      logger.info({ code: error.code }, 'request refused: headers over the size limit');
      answer(socket, '431 Request Header Fields Too Large', tooLarge);
      return;
    }
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      answer(socket, '408 Request Timeout', malformed);
      return;
    }
    logger.info({ code: error.code }, 'request refused: not parseable HTTP');
    answer(socket, '400 Bad Request', malformed);
  });
}
