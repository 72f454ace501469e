// The stylesheet of the API reference page, served from this server (GET /api/docs/docs.css).
export const referenceStyle = `
:root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --soft: #f6f8fa; --brand: #1677ff; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); display: flex; }
a { color: var(--brand); text-decoration: none; }
a:hover { text-decoration: underline; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; background: var(--soft); padding: 0 0.25em; border-radius: 4px; }
.toc { position: sticky; top: 0; height: 100vh; overflow-y: auto; width: 340px; flex-shrink: 0; padding: 1rem; border-right: 1px solid var(--line); background: var(--soft); font-size: 13px; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc ul ul { padding-left: 0.5rem; margin-bottom: 0.75rem; }
.toc li { margin: 0.15rem 0; }
.toc ul ul a { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.toc .brand { font-weight: 600; font-size: 16px; margin-top: 0; }
main { flex: 1; min-width: 0; max-width: 1100px; padding: 1.5rem 2rem 4rem; }
h1 .version { font-size: 0.55em; color: var(--muted); font-weight: normal; }
h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.3rem; margin-top: 2.5rem; }
h4 { margin: 1rem 0 0.4rem; }
.operation { border: 1px solid var(--line); border-radius: 8px; padding: 0.5rem 1rem 1rem; margin: 1rem 0; }
.operation h3 { margin: 0.5rem 0 0.25rem; font-size: 1.05rem; }
.summary { margin: 0 0 0.5rem; color: var(--muted); }
.method { display: inline-block; min-width: 4.2em; text-align: center; border-radius: 4px; padding: 0 0.35em; font: 600 12px/1.7 ui-monospace, Menlo, Consolas, monospace; color: #fff; background: #6e7781; }
.method.get { background: #1a7f37; }
.method.post { background: #0969da; }
.method.patch { background: #9a6700; }
.method.delete { background: #cf222e; }
.path { background: none; font-size: 1rem; }
.fields { border-collapse: collapse; width: 100%; margin: 0.25rem 0 0.5rem; font-size: 14px; }
.fields th, .fields td { border: 1px solid var(--line); padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
.fields th { background: var(--soft); font-weight: 600; }
.fields td p { margin: 0 0 0.25rem; }
.fields .fields { font-size: 13px; }
.req { color: #cf222e; font-size: 12px; }
.format { color: var(--muted); font-size: 12px; font-weight: normal; }
.mime { display: inline-block; font: 12px ui-monospace, Menlo, Consolas, monospace; color: var(--muted); margin-top: 0.25rem; }
.responses { list-style: none; padding: 0; margin: 0; }
.responses li { margin: 0.3rem 0; }
.responses .media { display: inline; margin-left: 0.5em; }
.responses .media .type { display: inline; margin-left: 0.5em; }
.status { display: inline-block; min-width: 2.8em; font: 600 13px ui-monospace, Menlo, Consolas, monospace; }
.status.s2 { color: #1a7f37; }
.status.s4 { color: #9a6700; }
.status.s5 { color: #cf222e; }
.schema { margin: 1.25rem 0; }
@media (max-width: 800px) { body { display: block; } .toc { position: static; width: auto; height: auto; } main { padding: 1rem; } }
`;
