import type { Plugin } from 'vite';

/**
 * Leaves MUI's CSS-variables theming out of the bundle. MUI always ships it with `createTheme` and
 * `ThemeProvider` (about 7 KB gzipped on every page) although it only runs for themes created with
 * `cssVariables` or `colorSchemes`, which this app's theme (src/app/theme.ts) does not use. The two
 * modules are replaced by stand-ins that fail loudly if a theme ever asks for them, so turning CSS
 * variables on later cannot break silently: remove this plugin then.
 */
export function muiWithoutCssVariables(): Plugin {
  const stubs: Record<string, string> = {
    './createThemeWithVars.mjs': `
      const fail = () => { throw new Error(${JSON.stringify(failure('createTheme({ cssVariables })'))}); };
      export const createGetCssVar = fail;
      export default fail;`,
    './ThemeProviderWithVars.mjs': `
      const fail = () => { throw new Error(${JSON.stringify(failure('a CSS-variables ThemeProvider'))}); };
      export const CssVarsProvider = fail;
      export const Experimental_CssVarsProvider = fail;
      export const useColorScheme = fail;
      export const getInitColorSchemeScript = fail;`,
  };
  const prefix = '\0mui-without-css-variables:';
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+$/.test(importer)) return null;
      return source in stubs ? prefix + source : null;
    },
    load(id) {
      return id.startsWith(prefix) ? stubs[id.slice(prefix.length)] : null;
    },
  };
}

function failure(what: string): string {
  return `This build leaves out MUI's CSS variables, yet ${what} was used: remove muiWithoutCssVariables from apps/web/vite.config.ts.`;
}
