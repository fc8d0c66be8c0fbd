import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_DIR = path.resolve(import.meta.dirname, '../../../web');

/** The web app's HTML entry, and the built one when a build exists (the CSP forbids inline scripts). */
function entryFiles(): string[] {
  return [path.join(WEB_DIR, 'index.html'), path.join(WEB_DIR, 'dist', 'index.html')].filter((file) =>
    fs.existsSync(file),
  );
}

describe('the web app entry page', () => {
  it('exists', () => {
    expect(entryFiles()).toContain(path.join(WEB_DIR, 'index.html'));
  });

  it.each(entryFiles().map((file) => [path.relative(WEB_DIR, file), file]))(
    '%s has no inline script and no inline event handler',
    (_name, file) => {
      const html = fs.readFileSync(file, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [tag, attributes = '', body = ''] of scripts) {
        expect(attributes, tag).toMatch(/\ssrc\s*=/i);
        expect(body.trim(), tag).toBe('');
      }
      expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    },
  );
});
