import { isUpstreamError } from './errors';

/**
 * What the BFF knows of upstream's content version (`GET /api/content-version`,
 * docs/decisions/011-reused-public-html.md): reused HTML rendered under another version is out of date.
 * Asked lazily — at most once per `everyMs`, and only while pages are being asked for — never on a
 * timer, so an idle site makes no calls. An upstream without the call (a 4xx or an answer off the
 * contract) is asked again after `unsupportedEveryMs`; meanwhile the version is unknown and reused pages
 * expire by their age alone. An upstream that is down keeps the last version known.
 */
export interface ContentVersionWatch {
  /** The latest version known, or null; starts a check in the background when the last one is old enough. */
  current(): string | null;
  /** The same, after the check in flight (if any) has answered, waiting no longer than `maxWaitMs`: what a render is made under. */
  settled(): Promise<string | null>;
}

export interface ContentVersionOptions {
  read(): Promise<string>;
  now?: () => number;
  everyMs?: number;
  unsupportedEveryMs?: number;
  maxWaitMs?: number;
  /** The first time upstream turns out to have no version (a 4xx or a bad answer), and when it has one again. */
  onSupport?(supported: boolean, error?: unknown): void;
}

export const contentVersionTimings = { everyMs: 1_000, unsupportedEveryMs: 5 * 60_000, maxWaitMs: 300 };

export function watchContentVersion(options: ContentVersionOptions): ContentVersionWatch {
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? contentVersionTimings.everyMs;
  const unsupportedEveryMs = options.unsupportedEveryMs ?? contentVersionTimings.unsupportedEveryMs;
  const maxWaitMs = options.maxWaitMs ?? contentVersionTimings.maxWaitMs;
  let known: string | null = null;
  let supported = true;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  function check(): void {
    if (pending || now() - checkedAt < (supported ? everyMs : unsupportedEveryMs)) return;
    checkedAt = now();
    pending = options
      .read()
      .then(
        (version) => {
          known = version;
          if (!supported) options.onSupport?.(true);
          supported = true;
        },
        (error: unknown) => {
          // Down, timing out or failing fast: the last version known stands until upstream answers.
          const absent = isUpstreamError(error) && (error.kind === 'invalid' || (error.kind === 'http' && error.status < 500));
          if (!absent) return;
          known = null;
          if (supported) options.onSupport?.(false, error);
          supported = false;
        },
      )
      .finally(() => (pending = undefined));
  }

  return {
    current() {
      check();
      return known;
    },
    async settled() {
      check();
      if (pending) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
        clearTimeout(timer);
      }
      return known;
    },
  };
}
