import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './ops/request-context';

export type { Logger };

/**
 * Fields never written as they are, wherever a log call puts them (docs/operations.md, "No secrets
 * in logs"): credentials, the session cookie, tokens, the person's e-mail, activation and reset codes.
 * Paths are pino's (fast-redact): a key at the top of the line or one level down (`*.x`), and headers.
 */
export const redactedPaths = [
  'authorization',
  'cookie',
  'password',
  'confirmPassword',
  'newPassword',
  'oldPassword',
  'token',
  'refreshToken',
  'email',
  'code',
  'registrationID',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.confirmPassword',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.refreshToken',
  '*.email',
  '*.code',
  '*.registrationID',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

/**
 * Structured JSON logs on stdout (or `destination`, for tests), one line per event: what a container
 * platform collects. A line written while a request is handled carries its `requestId`
 * (server/ops/request-context.ts); a field of the line itself wins over it.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
    },
    // Synchronous on stdout: pino's default asynchronous stream can write the lines still buffered at
    // process.exit out of order (the shutdown's last two lines came reversed), and a line written just
    // before a crash can be lost. One small write per line costs microseconds at this site's traffic.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
