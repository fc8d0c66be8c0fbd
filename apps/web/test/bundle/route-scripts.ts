import fs from 'node:fs';
import path from 'node:path';

/** Vite's build manifest (build.manifest): one entry per chunk, keyed by source file. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`No build manifest at ${file}: run \`npm run build -w apps/web\` first.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The scripts the browser fetches to show a page: the entry chunk and everything it imports
 * statically (index.html preloads those), then each lazily loaded module's chunk and its static
 * imports (Vite preloads those with the dynamic import). Chunks that pages load later, on demand
 * (a chart library, a dialog), are not part of it.
 */
export function scriptsFor(manifest: Manifest, lazyModules: readonly string[]): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]![0]);
  for (const module of lazyModules) visit(module);
  return [...files];
}

/**
 * What the page's code may import later, on demand (the chart library, the toast, the new-password
 * form, a schema needed only once the user types): chunks dynamically imported by the loaded ones,
 * with their own imports, that the first load does not include. Other pages (`routeModules`) are
 * left out: reaching them is a navigation, measured as that page.
 */
export function onDemandFor(
  manifest: Manifest,
  loaded: readonly string[],
  routeModules: ReadonlySet<string>,
): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set(loaded);
  const found: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    found.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) if (!routeModules.has(imported)) visit(imported);
  };
  for (const file of loaded) {
    const key = keyOfFile.get(file);
    for (const imported of (key && manifest[key]?.dynamicImports) || []) {
      if (!routeModules.has(imported)) visit(imported);
    }
  }
  return found;
}
