import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

// The Node.js LTS lines the project supports, oldest first, with the oldest release of each that all
// dependencies accept (Vite and Puppeteer need 22.12). CI runs the whole suite on MAIN_LINE and the unit
// and API tests on the others (docs/decisions/047-node-lts-lines.md).
export const SUPPORTED_LINES = [
  { major: 22, since: '22.12.0' },
  { major: 24, since: '24.0.0' },
  { major: 26, since: '26.0.0' },
];
export const MAIN_LINE = 26;
// Older than this, the build tools themselves do not start (Vite 8 needs 20.19).
export const OLDEST_RUNNABLE = '20.19.0';

function parseVersion(version) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  return { major, minor: minor ?? 0, patch: patch ?? 0 };
}

function atLeast(version, floor) {
  const a = parseVersion(version);
  const b = parseVersion(floor);
  if (a.major !== b.major) return a.major > b.major;
  if (a.minor !== b.minor) return a.minor > b.minor;
  return a.patch >= b.patch;
}

/** The `engines.node` range that says exactly SUPPORTED_LINES (the newest line open-ended). */
export function enginesRange() {
  return SUPPORTED_LINES.map(({ since }, index) =>
    index === SUPPORTED_LINES.length - 1 ? `>=${since}` : `^${since}`,
  ).join(' || ');
}

/** Whether `version` (e.g. "v24.3.0") is on a supported line, recent enough within it. */
export function isSupported(version) {
  const { major } = parseVersion(version);
  const newest = SUPPORTED_LINES[SUPPORTED_LINES.length - 1];
  if (major > newest.major) return true;
  const line = SUPPORTED_LINES.find((candidate) => candidate.major === major);
  return Boolean(line && atLeast(version, line.since));
}

/** How the supported lines read in a message: "22.12+, 24 or 26". */
export function supportedLinesText() {
  const names = SUPPORTED_LINES.map(({ major, since }) =>
    since === `${major}.0.0` ? String(major) : `${since.replace(/\.0$/, '')}+`,
  );
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * What `npm start` says about the running Node.js: `refuse` when it cannot run the project at all,
 * `warn` when it runs but is not supported (Node 20 keeps working, see the decision), nothing otherwise.
 */
export function nodeVersionVerdict(version) {
  const needed = `Node.js ${supportedLinesText()} (an LTS line) is needed`;
  if (!atLeast(version, OLDEST_RUNNABLE)) {
    return { level: 'refuse', message: `This is Node.js ${version}. ${needed}.` };
  }
  if (!isSupported(version)) {
    return {
      level: 'warn',
      message: `Node.js ${version} is not supported (past its end of life or not an LTS line); ${needed}. Continuing.`,
    };
  }
  return null;
}

/** Parses the lines asked for on the command line ("22", "24,26"); all but MAIN_LINE when none. */
export function parseLines(args) {
  const asked = args.flatMap((arg) => arg.split(',')).filter(Boolean);
  if (asked.length === 0) {
    return SUPPORTED_LINES.map(({ major }) => major).filter((major) => major !== MAIN_LINE);
  }
  return asked.map((arg) => {
    const major = Number(arg);
    if (!SUPPORTED_LINES.some((line) => line.major === major)) {
      const known = SUPPORTED_LINES.map((line) => line.major).join(', ');
      throw new Error(`"${arg}" is not a supported Node.js line (supported: ${known})`);
    }
    return major;
  });
}

/** test-node-lines' command line: flags, lines, and after `--` the server test files to run. */
export function splitArgs(argv) {
  const separator = argv.indexOf('--');
  const own = separator < 0 ? argv : argv.slice(0, separator);
  return {
    flags: new Set(own.filter((arg) => arg.startsWith('--'))),
    positional: own.filter((arg) => !arg.startsWith('--')),
    serverFiles: separator < 0 ? [] : argv.slice(separator + 1),
  };
}

/** Where fetched Node.js builds and per-ABI SQLite drivers are kept: the user's cache, not the checkout. */
export function cacheRoot(env = process.env, home = homedir()) {
  if (env.NODE_LINES_CACHE) return env.NODE_LINES_CACHE;
  const base = env.XDG_CACHE_HOME || join(home, '.cache');
  return join(base, 'quality-incidents', 'node-lines');
}

/** The npm package that holds the Node.js binary and headers for this machine (what `node@N` installs). */
export function nodeBinaryPackage(platform = process.platform, arch = process.arch) {
  return `node-${platform}-${arch}`;
}

/** PATH with `binDir` first, so that `node` and npm's `#!/usr/bin/env node` scripts run that Node. */
export function pathWithNodeFirst(binDir, path = process.env.PATH ?? '') {
  return [binDir, ...path.split(delimiter).filter((entry) => entry && entry !== binDir)].join(delimiter);
}

/** Says what the verdict on `version` is before `npm start` does anything; stops only when it cannot run. */
export function checkNodeVersion(version = process.version, io = { console, exit: process.exit }) {
  const verdict = nodeVersionVerdict(version);
  if (verdict?.level === 'refuse') {
    io.console.error(`!! ${verdict.message}`);
    io.exit(1);
  } else if (verdict) {
    io.console.warn(`!! ${verdict.message}`);
  }
}
