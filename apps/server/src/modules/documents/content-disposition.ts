/**
 * An RFC 6266 `attachment` header: an ASCII `filename` for old clients and the exact name in `filename*`
 * (RFC 8187, UTF-8, percent-encoded).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** '<prefix>-<incident number, or the id while it has none>.pdf'. */
export function documentFileName(
  prefix: 'Incident' | 'Tag',
  incident: { id: string; incidentNumber: number | null },
) {
  return `${prefix}-${incident.incidentNumber ?? incident.id}.pdf`;
}
