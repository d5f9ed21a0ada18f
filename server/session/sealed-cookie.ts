import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sealData, unsealData } from 'iron-session';
import type { z } from 'zod';

export interface SealedCookieOptions {
  name: string;
  password: string;
  maxAgeSeconds: number;
  secure: boolean;
}

/**
 * An iron-sealed (encrypted + signed) httpOnly cookie holding zod-checked data. A tampered,
 * truncated, expired or outdated cookie reads as absent — never as an error.
 */
export function sealedCookie<S extends z.ZodType>(schema: S, options: SealedCookieOptions) {
  const attributes = { httpOnly: true, sameSite: 'Lax', path: '/', secure: options.secure } as const;
  return {
    name: options.name,
    async read(c: Context): Promise<z.infer<S> | null> {
      const raw = getCookie(c, options.name);
      if (!raw) return null;
      try {
        const data = await unsealData<unknown>(raw, { password: options.password, ttl: options.maxAgeSeconds });
        const parsed = schema.safeParse(data);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    async write(c: Context, data: z.infer<S>): Promise<void> {
      const sealed = await sealData(data, { password: options.password, ttl: options.maxAgeSeconds });
      setCookie(c, options.name, sealed, { ...attributes, maxAge: options.maxAgeSeconds });
    },
    clear(c: Context): void {
      deleteCookie(c, options.name, attributes);
    },
    present(c: Context): boolean {
      return getCookie(c, options.name) !== undefined;
    },
  };
}

export type SealedCookie<T> = {
  name: string;
  read(c: Context): Promise<T | null>;
  write(c: Context, data: T): Promise<void>;
  clear(c: Context): void;
  present(c: Context): boolean;
};
