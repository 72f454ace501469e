// Rspack loader for the public page's build: replaces zod's JSON Schema modules with stubs that keep
// their export names. zod's classic schemas reference that code from every schema (`.toJSONSchema()`,
// `['~standard'].jsonSchema`), so no bundler can drop it, yet the page never turns a schema into a
// JSON Schema; without it the first load is about 5 KB gzip lighter
// (docs/architecture.md#the-respondent-page). Calling any of it throws. The names are read from the
// real module, so a zod release that adds one still builds; a module of another shape fails the build.
const UNAVAILABLE = 'JSON Schema is not part of the respondent page build';

module.exports = function withoutJsonSchema(source) {
  if (/^export\s+(\*|default)/m.test(source)) {
    throw new Error(`${this.resourcePath}: unexpected export shape, the JSON Schema stub needs a look`);
  }
  const names = new Set();
  for (const match of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm)) {
    names.add(match[1]);
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  if (names.size === 0) throw new Error(`${this.resourcePath}: no exports found for the JSON Schema stub`);
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE)}); };`];
  // The `create...Method` factories run when a schema's `~standard` is read: they hand back the thrower.
  for (const name of names) {
    lines.push(`export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`);
  }
  return `${lines.join('\n')}\n`;
};
