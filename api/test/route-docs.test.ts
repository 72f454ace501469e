// The route tables of the docs against the route declarations (api/src/http/route.ts): who may call
// each route (docs/product.md#who-may-call-each-route) and what each API-key scope opens
// (the scope table of docs/api-keys.md). A route whose access changes without its row, or a row
// without its route, fails here, showing the table as the declarations say it.
import fs from 'node:fs';
import path from 'node:path';
import { apiRouteTables } from '../src/api-routes';
import { declaredRoutes, ROLES, scopeTable, type DeclaredRoute } from '../src/http/route';

const docs = path.join(__dirname, '..', '..', 'docs');
const declared = declaredRoutes(apiRouteTables);
const routeName = (route: DeclaredRoute) => `${route.method.toUpperCase()} ${route.fullPath}`;

/** The markdown table rows between `<!-- name -->` and `<!-- /name -->` of a doc, cells trimmed. */
function rowsOf(file: string, name: string): string[][] {
  const text = fs.readFileSync(path.join(docs, file), 'utf8');
  const start = text.indexOf(`<!-- ${name} -->`);
  const end = text.indexOf(`<!-- /${name} -->`);
  if (start < 0 || end < start) throw new Error(`${file}: no <!-- ${name} --> block`);
  return text
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const who = (route: DeclaredRoute) => {
  if (route.access === 'public') return 'anyone';
  if (route.access === 'cookie') return 'anyone (the session of the refresh cookie)';
  const { roles } = route.access;
  return ROLES.every((role) => roles.includes(role)) ? 'signed in (any role)' : roles.join(', ');
};

describe('docs/product.md, who may call each route', () => {
  it('when the table is read, then it has one row per declared route, with its roles and API-key scope', () => {
    // Arrange
    const expected = declared.map((route) => [
      `\`${routeName(route)}\``,
      who(route),
      typeof route.access === 'object' && route.access.scope ? `\`${route.access.scope}\`` : '',
    ]);

    // Act
    const documented = rowsOf('product.md', 'route-access');

    // Assert (on a mismatch the diff shows the rows as the declarations say them)
    expect(documented.map((row) => `| ${row.join(' | ')} |`)).toEqual(expected.map((row) => `| ${row.join(' | ')} |`));
  });
});

describe('docs/api-keys.md, the scopes', () => {
  it('when the scope table is read, then each scope lists exactly the declared routes that take it', () => {
    // Arrange
    const expected: Record<string, string[]> = {};
    for (const [route, scope] of Object.entries(scopeTable(declared))) (expected[scope] ??= []).push(route);

    // Act
    const documented = Object.fromEntries(
      rowsOf('api-keys.md', 'scopes').map(([scope, routes]) => [
        scope!.replace(/`/g, ''),
        [...routes!.matchAll(/`([A-Z]+ \/api\/[^`]+)`/g)].map((match) => match[1]!),
      ]),
    );

    // Assert
    expect(documented).toEqual(expected);
  });
});
