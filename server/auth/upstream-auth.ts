import { apiErrorSchema } from '#shared/contract/common';
import { sessionAnswerSchema, signInAnswerSchema, type SignInAnswer, type User } from '#shared/contract/auth';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { UpstreamClient } from '../upstream/client';

export type AuthConfig = Pick<
  Config,
  | 'AUTH_SIGNIN_PATH'
  | 'AUTH_SIGNIN_METHOD'
  | 'AUTH_SIGNOUT_PATH'
  | 'AUTH_SIGNOUT_METHOD'
  | 'AUTH_SESSION_PATH'
  | 'AUTH_SESSION_METHOD'
  | 'AUTH_REFRESH_PATH'
  | 'AUTH_REFRESH_METHOD'
  | 'AUTH_SIGNUP_PATH'
  | 'AUTH_SIGNUP_METHOD'
  | 'AUTH_REFRESH_ENABLED'
>;

/** An upstream answer that is not a success: its status and, when upstream gave one, its message. */
export interface UpstreamFailure {
  ok: false;
  status: number;
  message?: string;
}
export type UpstreamResult<T> = { ok: true; value: T } | UpstreamFailure;

export const bearer = (token: string) => `Bearer ${token}`;

/** The auth module's upstream calls (docs/behaviour.md, "Upstream calls"), at their configured paths and methods. */
export function createUpstreamAuth(upstream: UpstreamClient, config: AuthConfig, logger: Logger) {
  async function failureOf(response: Response): Promise<UpstreamFailure> {
    const parsed = apiErrorSchema.safeParse(await upstream.json(response));
    return { ok: false, status: response.status, message: parsed.success ? parsed.data.data : undefined };
  }

  /** `endpoint` names the calls at configured paths for logs and metrics; the others are named by their path. */
  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; endpoint?: string } = {},
  ): Promise<Response> {
    const headers = new Headers({ accept: 'application/json' });
    if (options.token) headers.set('authorization', bearer(options.token));
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return upstream.request(path, { method, headers, body, endpoint: options.endpoint });
  }

  async function readSignIn(response: Response, what: string): Promise<UpstreamResult<SignInAnswer>> {
    if (!response.ok) return failureOf(response);
    const parsed = signInAnswerSchema.safeParse(await upstream.json(response));
    // Without a string token (and a refresh token when refresh is on) sign-in stops.
    if (!parsed.success || (config.AUTH_REFRESH_ENABLED && !parsed.data.refreshToken)) {
      logger.error({ what }, 'upstream answer holds no string token (or no refresh token while refresh is enabled)');
      return { ok: false, status: 502 };
    }
    return { ok: true, value: parsed.data };
  }

  return {
    refreshEnabled: config.AUTH_REFRESH_ENABLED,

    async signIn(email: string, password: string): Promise<UpstreamResult<SignInAnswer>> {
      return readSignIn(
        await call(config.AUTH_SIGNIN_METHOD, config.AUTH_SIGNIN_PATH, { body: { email, password }, endpoint: 'auth.signIn' }),
        'sign-in',
      );
    },

    async getSession(token: string): Promise<UpstreamResult<User>> {
      const response = await call(config.AUTH_SESSION_METHOD, config.AUTH_SESSION_PATH, { token, endpoint: 'auth.session' });
      if (!response.ok) return failureOf(response);
      const parsed = sessionAnswerSchema.safeParse(await upstream.json(response));
      if (!parsed.success) {
        logger.error('upstream session answer does not match the contract');
        return { ok: false, status: 502 };
      }
      return { ok: true, value: parsed.data.user };
    },

    async refresh(token: string, refreshToken: string): Promise<UpstreamResult<SignInAnswer>> {
      return readSignIn(
        await call(config.AUTH_REFRESH_METHOD, config.AUTH_REFRESH_PATH, { token, body: { refreshToken }, endpoint: 'auth.refresh' }),
        'refresh',
      );
    },

    async signOut(token: string, refreshToken?: string): Promise<void> {
      const body = config.AUTH_REFRESH_ENABLED && refreshToken ? { refreshToken } : undefined;
      const response = await call(config.AUTH_SIGNOUT_METHOD, config.AUTH_SIGNOUT_PATH, { token, body, endpoint: 'auth.signOut' });
      await response.body?.cancel();
    },

    async signUp(form: Record<string, string>): Promise<UpstreamResult<unknown>> {
      const response = await call(config.AUTH_SIGNUP_METHOD, config.AUTH_SIGNUP_PATH, { body: form, endpoint: 'auth.signUp' });
      if (!response.ok) return failureOf(response);
      return { ok: true, value: (await upstream.json(response)) ?? {} };
    },

    /** Any other account call (the fixed paths of `accountPaths`), answered as upstream gave it. */
    async send(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<UpstreamResult<unknown>> {
      const response = await call(method, path, options);
      if (!response.ok) return failureOf(response);
      return { ok: true, value: response.status === 204 ? null : ((await upstream.json(response)) ?? null) };
    },
  };
}

export type UpstreamAuth = ReturnType<typeof createUpstreamAuth>;
