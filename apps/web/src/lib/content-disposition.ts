/**
 * The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred over `filename="…"`),
 * or null. Path parts are dropped so a name can never point outside the download folder.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim() || null;
  }
  if (!name) return null;
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}
