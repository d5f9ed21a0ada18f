/**
 * Upstream calls the BFF passes through to the browser as they are (bytes, not validated JSON):
 * the allowlist of its `/api` forwarder. Contract reads are served by the BFF itself (validated,
 * sanitised) and account calls end at the BFF, so neither is here. Anything not declared here
 * (or under an operator's API_FORWARD_PREFIXES) is a 404 from the BFF.
 */
export interface ForwardedCall {
  methods: readonly string[];
  /** `{name}` stands for one path segment of `[\w.-]`, never `.` or `..`. */
  path: string;
  /** The media types the answer may have; anything else is refused as a bad upstream answer. */
  accepts: readonly string[];
}

export const jsonTypes = ['application/json'] as const;
export const imageTypes = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'] as const;

export const forwardedCalls = {
  media: { methods: ['GET', 'HEAD'], path: '/api/media/{file}', accepts: imageTypes },
  openApi: { methods: ['GET', 'HEAD'], path: '/api/openapi.json', accepts: jsonTypes },
} as const satisfies Record<string, ForwardedCall>;
