/**
 * `Content-Disposition: attachment` for a download (RFC 6266): an ASCII `filename` every client
 * understands, and `filename*` (RFC 8187) with the Russian name for those that read it.
 */
export function attachmentDisposition(asciiName: string, name: string): string {
  const ascii = asciiName.replace(/[^\w.-]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A Russian file name from a specification's name: no path separators, control characters or
 * characters Windows forbids in names, trimmed to a length every file system takes.
 */
export function safeFileTitle(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[\s.]+/, '')
      .slice(0, 80)
      .trim()
  );
}
