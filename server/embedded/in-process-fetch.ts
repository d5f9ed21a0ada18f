/**
 * How the BFF reaches the embedded API when both run in one process: the API's own fetch handler
 * gets the very Request a socket would have carried and gives back its Response — the same client,
 * timeouts, retries and validation as for a real upstream, without writing and parsing each call's
 * HTTP twice on one thread (docs/decisions/006-embedded-api-as-a-separate-app.md).
 * The caller's signal (its timeout, an abandoned page) ends the wait as it would end a socket's.
 */
export function inProcessFetch(handle: (request: Request) => Response | Promise<Response>): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    // The caller's own signal: the Request's copy of it did not fire here when a timeout signal did.
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (!signal) return Promise.resolve().then(() => handle(request));
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => handle(request))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}
