/** Content-Disposition with the file's name, safe for any characters (RFC 6266 / 5987). */
export function disposition(kind: 'inline' | 'attachment', name: string | null): string {
  if (!name) return kind;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
