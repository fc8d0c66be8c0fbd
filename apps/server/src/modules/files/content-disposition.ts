/**
 * RFC 6266 `attachment` header: an ASCII fallback in `filename` (non-ASCII, quotes, backslashes and
 * control characters replaced by '_') and the exact name, percent-encoded UTF-8, in `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
