import type { ContactEntry } from './contract/menu';

/** docs/behaviour.md, "Contacts": the phone link value is the telephone without spaces, hyphens and parentheses. */
export function phoneLinkValue(telephone: string): string {
  return telephone.replace(/[\s\-()]/g, '');
}

/** Contact names used (docs/behaviour.md, "Contacts"); outside the contract's schemas, so the browser gets no zod with them. */
export const contactNames = ['name', 'address', 'inn', 'email', 'telephone', 'telegram', 'whatsapp', 'vk'] as const;

export type ContactMap = Partial<Record<string, string>>;

export function contactMap(entries: readonly ContactEntry[]): ContactMap {
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.data]));
}

/** Only web links go into href: a contact value such as `javascript:` must never become a link. */
export function safeExternalUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
