import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One address of the app and the lazily loaded modules (layouts, page) it renders. */
export interface RouteChunks {
  path: string;
  /** Source files, relative to the web app's folder, e.g. `src/app/layouts/main-layout.tsx`. */
  lazyModules: string[];
}

/**
 * Reads the route table in `routesFile` (src/app/routes.tsx): which address renders which lazily
 * loaded modules. Redirects (`<Navigate>`) are left out. Anything this reader does not understand
 * (a spread, a `lazy` or `Component` property, an element of another form) throws, so a new kind of
 * route cannot slip past the budget unmeasured.
 */
export function readRouteTable(appRoot: string, routesFile: string): RouteChunks[] {
  const fileName = path.join(appRoot, routesFile);
  const source = ts.createSourceFile(
    fileName,
    fs.readFileSync(fileName, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const loaders = new Map<string, string>();
  const lazy = new Map<string, string>();
  let table: ts.ArrayLiteralExpression | undefined;

  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const name = declaration.name.text;
      const init = declaration.initializer;
      const imported = dynamicImportOf(init);
      if (imported) loaders.set(name, imported);
      else if (ts.isCallExpression(init) && calleeName(init) === 'lazyPage') {
        const loader = init.arguments[0];
        const specifier =
          loader && ts.isIdentifier(loader) ? loaders.get(loader.text) : loader && dynamicImportOf(loader);
        if (!specifier) throw new Error(`${name}: lazyPage's loader is not \`() => import('…')\``);
        lazy.set(name, resolveModule(path.dirname(fileName), specifier, appRoot));
      } else if (name === 'routes' && ts.isArrayLiteralExpression(init)) table = init;
    }
  }
  if (!table) throw new Error(`${routesFile} has no \`export const routes = [ … ]\``);

  const found: RouteChunks[] = [];
  walk(table, '', [], lazy, found);
  return found;
}

function walk(
  list: ts.ArrayLiteralExpression,
  parentPath: string,
  parentModules: string[],
  lazy: Map<string, string>,
  found: RouteChunks[],
): void {
  for (const item of list.elements) {
    if (!ts.isObjectLiteralExpression(item))
      throw new Error(`Route is not an object literal: ${item.getText()}`);
    let own: string | undefined;
    let isIndex = false;
    let element: ElementKind = { kind: 'none' };
    let children: ts.ArrayLiteralExpression | undefined;
    for (const property of item.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) {
        throw new Error(`Unsupported route property: ${property.getText()}`);
      }
      const value = property.initializer;
      switch (property.name.text) {
        case 'path':
          if (!ts.isStringLiteral(value)) throw new Error(`Route path is not a string: ${value.getText()}`);
          own = value.text;
          break;
        case 'index':
          isIndex = value.kind === ts.SyntaxKind.TrueKeyword;
          break;
        case 'element':
          element = classifyElement(value, lazy);
          break;
        case 'errorElement':
          // Rendered only after a failure; static components, part of the app's first load.
          break;
        case 'children':
          if (!ts.isArrayLiteralExpression(value))
            throw new Error(`Route children are not an array: ${value.getText()}`);
          children = value;
          break;
        default:
          throw new Error(
            `Route property '${property.name.text}' is not understood by the bundle budget test`,
          );
      }
    }
    const fullPath = own === undefined ? parentPath : joinPath(parentPath, own);
    const modules = element.kind === 'lazy' ? [...parentModules, element.module] : parentModules;
    // Pages are the leaves; a route with children is a layout, measured with each child.
    if ((own !== undefined || isIndex) && !children && element.kind !== 'redirect') {
      found.push({ path: fullPath || '/', lazyModules: modules });
    }
    if (children) walk(children, fullPath, modules, lazy, found);
  }
}

type ElementKind =
  | { kind: 'none' }
  | { kind: 'static' }
  | { kind: 'redirect' }
  | { kind: 'lazy'; module: string };

/** `page(HomePage)`, `<HomePage />`, `<Navigate …/>` or a statically imported component. */
function classifyElement(value: ts.Expression, lazy: Map<string, string>): ElementKind {
  if (ts.isCallExpression(value) && calleeName(value) === 'page') {
    const component = value.arguments[0];
    const module = component && ts.isIdentifier(component) ? lazy.get(component.text) : undefined;
    if (!module) throw new Error(`page() of something that is not a lazyPage: ${value.getText()}`);
    return { kind: 'lazy', module };
  }
  const tag = ts.isJsxSelfClosingElement(value)
    ? value.tagName
    : ts.isJsxElement(value)
      ? value.openingElement.tagName
      : undefined;
  if (!tag || !ts.isIdentifier(tag)) throw new Error(`Unsupported route element: ${value.getText()}`);
  if (tag.text === 'Navigate') return { kind: 'redirect' };
  const module = lazy.get(tag.text);
  return module ? { kind: 'lazy', module } : { kind: 'static' };
}

/** `() => import('x')` → 'x'. */
function dynamicImportOf(node: ts.Node): string | undefined {
  if (!ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return undefined;
  const call = node.body;
  const argument = call.arguments[0];
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword || !argument || !ts.isStringLiteral(argument)) {
    return undefined;
  }
  return argument.text;
}

function calleeName(call: ts.CallExpression): string | undefined {
  return ts.isIdentifier(call.expression) ? call.expression.text : undefined;
}

function joinPath(parent: string, own: string): string {
  if (own.startsWith('/')) return own;
  return `${parent.replace(/\/$/, '')}/${own}`;
}

/** './layouts/main-layout' from src/app → 'src/app/layouts/main-layout.tsx' (the manifest's key). */
function resolveModule(fromDir: string, specifier: string, appRoot: string): string {
  const base = path.resolve(fromDir, specifier);
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return path.relative(appRoot, candidate).split(path.sep).join('/');
    }
  }
  throw new Error(`Cannot find the module '${specifier}' imported lazily by the route table`);
}
