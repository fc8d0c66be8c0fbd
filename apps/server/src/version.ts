import packageJson from '../package.json' with { type: 'json' };

/** The server package version (bundled into dist/ at build time). */
export const APP_VERSION: string = packageJson.version;
