// The imports between API modules against the graph drawn in docs/architecture.md ("API modules"):
// an edge of the code missing from the drawing, a drawn edge the code lacks, a module not drawn or a
// cycle fails here. Type imports count: a cycle of types is still two modules that need each other.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const src = path.join(__dirname, '..', 'src');
const modulesDir = path.join(src, 'modules');
const doc = path.join(__dirname, '..', '..', 'docs', 'architecture.md');

/** Nodes of the drawing that are not modules: the layers above and below them. */
const LAYERS = new Set(['wiring', 'kernel']);

/** The module-graph block of the doc: its nodes and `a --> b` edges (`api_keys` is `api-keys`). */
function drawnGraph(): { nodes: Set<string>; edges: Set<string> } {
  const text = fs.readFileSync(doc, 'utf8');
  const start = text.indexOf('<!-- module-graph -->');
  const end = text.indexOf('<!-- /module-graph -->');
  if (start < 0 || end < start) throw new Error('docs/architecture.md: no <!-- module-graph --> block');
  const name = (id: string) => id.replace(/_/g, '-');
  const nodes = new Set<string>();
  const edges = new Set<string>();
  for (const line of text.slice(start, end).split('\n')) {
    const edge = /^\s*(\w+)(?:\[[^\]]*\])?\s*-->\s*(\w+)(?:\[[^\]]*\])?\s*$/.exec(line);
    const node = /^\s*(\w+)(?:\[[^\]]*\])?\s*$/.exec(line);
    if (edge) {
      nodes.add(name(edge[1]!)).add(name(edge[2]!));
      edges.add(`${name(edge[1]!)} -> ${name(edge[2]!)}`);
    } else if (node && node[1] !== 'flowchart') {
      nodes.add(name(node[1]!));
    }
  }
  for (const layer of LAYERS) nodes.delete(layer);
  return { nodes, edges };
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module folder and the modules each one imports (values, types, re-exports, dynamic imports). */
function codeGraph(): { nodes: Set<string>; edges: Set<string> } {
  const nodes = new Set(
    fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  const edges = new Set<string>();
  for (const from of nodes) {
    for (const file of filesUnder(path.join(modulesDir, from))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), fileName)).split(path.sep);
        const to = target[0];
        if (to && to !== '..' && to !== from && nodes.has(to)) edges.add(`${from} -> ${to}`);
      }
    }
  }
  return { nodes, edges };
}

/** One cycle of the graph (as its modules in order), or undefined when it has none. */
function findCycle(edges: Iterable<string>): string[] | undefined {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | undefined => {
    const seen = trail.indexOf(node);
    if (seen >= 0) return [...trail.slice(seen), node];
    if (done.has(node)) return undefined;
    for (const to of next.get(node) ?? []) {
      const cycle = visit(to, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of next.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('the API module graph (docs/architecture.md, "API modules")', () => {
  const drawn = drawnGraph();
  const code = codeGraph();

  it('draws every module, and nothing that is not one', () => {
    expect(sorted(drawn.nodes)).toEqual(sorted(code.nodes));
  });

  it('draws exactly the imports between modules', () => {
    expect(sorted(code.edges)).toEqual(sorted(drawn.edges));
  });

  it('has no cycle', () => {
    expect(findCycle(code.edges)).toBeUndefined();
  });

  it('finds a cycle when there is one', () => {
    expect(findCycle(['auth -> users', 'users -> companies', 'companies -> auth', 'forms -> templates'])).toEqual([
      'auth',
      'users',
      'companies',
      'auth',
    ]);
    expect(findCycle(['auth -> users', 'forms -> users'])).toBeUndefined();
  });
});
