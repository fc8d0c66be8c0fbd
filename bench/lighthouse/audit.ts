import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse, { desktopConfig } from 'lighthouse';

export interface PageSummary {
  route: string;
  url: string;
  finalUrl: string;
  scores: { performance: number; accessibility: number; bestPractices: number };
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** The scripts the page loaded during the audit, as the network log saw them. */
  scripts: {
    count: number;
    /** Bytes on the wire (the server's precompressed brotli). */
    transferKb: number;
    /** Bytes after decoding. */
    decodedKb: number;
    /** The same files gzipped at level 9 from the build: comparable with the bundle budget test. */
    gzipKb: number;
    files: string[];
  };
  /** The audits that cost accessibility or best-practices points, by id. */
  failedAudits: string[];
}

export interface AuditOptions {
  chromePort: number;
  /** Keep localStorage (the session) and the HTTP cache: the caller empties the cache itself. */
  keepStorage: boolean;
  webDist: string;
  /** Write Lighthouse's full report here, as `<reportBase>.html` and `<reportBase>.json` (for digging in). */
  reportBase?: string | undefined;
}

/** Lighthouse ran but could not measure the page (e.g. no trace recorded). */
export class LighthouseRuntimeError extends Error {}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** One Lighthouse run of `url` with the desktop preset (simulated: 40 ms RTT, 10 Mbit/s, no CPU slowdown). */
export async function auditPage(route: string, url: string, options: AuditOptions): Promise<PageSummary> {
  const result = await lighthouse(
    url,
    {
      port: options.chromePort,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: options.keepStorage,
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (options.reportBase) {
    fs.writeFileSync(`${options.reportBase}.html`, String(result.report));
    fs.writeFileSync(`${options.reportBase}.json`, JSON.stringify(lhr, null, 1));
  }
  const webDist = options.webDist;

  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const gzipBytes = scripts.reduce((total, request) => total + gzipSizeInBuild(request.url, webDist), 0);

  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );

  return {
    route,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    },
    metrics: {
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(numeric('speed-index')),
    },
    scripts: {
      count: scripts.length,
      transferKb: kb(scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0)),
      decodedKb: kb(scripts.reduce((total, request) => total + (request.resourceSize ?? 0), 0)),
      gzipKb: kb(gzipBytes),
      files: scripts.map((request) => new URL(request.url).pathname),
    },
    failedAudits,
  };
}

/** The gzip (level 9) size of the build's copy of a script the page loaded. */
function gzipSizeInBuild(url: string, webDist: string): number {
  const file = path.join(webDist, new URL(url).pathname);
  if (!fs.existsSync(file)) throw new Error(`The page loaded ${url}, which is not in ${webDist}`);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}
