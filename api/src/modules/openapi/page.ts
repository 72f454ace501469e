// The API reference page (GET /api/docs): plain HTML rendered on the server from the OpenAPI
// document, with one stylesheet from the same origin. No script runs, so the page fits the
// Content-Security-Policy every answer carries (http/security.ts).
import type { OpenApiDocument } from './document';

type Json = Record<string, unknown>;
const methods = ['get', 'post', 'patch', 'put', 'delete'] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The few marks the descriptions use: `code` and blank-line paragraphs, nothing else. */
function prose(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      const inline = (line: string) => escapeHtml(line).replace(/`([^`]+)`/g, '<code>$1</code>');
      if (lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      }
      return `<p>${inline(block)}</p>`;
    })
    .join('');
}

const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const refName = (ref: string) => ref.replace('#/components/schemas/', '');

/** A one-line reading of a schema: its type, enum, format, nullability; named schemas link. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'qualquer';
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (variants) return variants.map(typeOf).join(' | ');
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
  const parts = types.map((type) => {
    if (type === 'array') return `lista de ${typeOf(schema.items as Json | undefined)}`;
    if (type === 'object') return 'objeto';
    return type;
  });
  let text = parts.length ? parts.join(' | ') : 'qualquer';
  if (typeof schema.format === 'string') text += ` <span class="format">(${escapeHtml(schema.format)})</span>`;
  return text;
}

/** Limits worth reading beside a field: lengths, ranges, default. */
function limitsOf(schema: Json): string {
  const notes: string[] = [];
  const pairs: [string, string][] = [
    ['minLength', 'mín. caracteres'],
    ['maxLength', 'máx. caracteres'],
    ['minimum', 'mín.'],
    ['maximum', 'máx.'],
    ['minItems', 'mín. itens'],
    ['maxItems', 'máx. itens'],
  ];
  for (const [key, label] of pairs) {
    const value = schema[key];
    if (typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER) notes.push(`${label} ${value}`);
  }
  if (schema.default !== undefined) notes.push(`padrão <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  return notes.join(', ');
}

/** A table of an object's fields; nested inline objects get their own table in the cell. */
function fieldsTable(schema: Json, depth = 0): string {
  const target = (schema.anyOf as Json[] | undefined)?.find((variant) => variant.properties) ?? schema;
  const properties = target.properties as Record<string, Json> | undefined;
  if (!properties) return `<p class="type">${typeOf(schema)}</p>`;
  const required = new Set((target.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(([name, field]) => {
    const items = field.items as Json | undefined;
    const nested =
      depth < 4 && !field.$ref && (field.properties || items?.properties)
        ? fieldsTable((field.properties ? field : items) as Json, depth + 1)
        : '';
    const description = typeof field.description === 'string' ? prose(field.description) : '';
    return (
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">obrigatório</span>' : ''}</td>` +
      `<td>${typeOf(field)}</td><td>${description}${limitsOf(field)}${nested}</td></tr>`
    );
  });
  return `<table class="fields"><thead><tr><th>Campo</th><th>Tipo</th><th>Notas</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function contentOf(content: Record<string, Json> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(([type, media]) => {
      const schema = media.schema as Json | undefined;
      const body =
        schema && !schema.$ref && (schema.properties || schema.anyOf)
          ? fieldsTable(schema)
          : `<p class="type">${typeOf(schema)}</p>`;
      return `<div class="media"><span class="mime">${escapeHtml(type)}</span>${body}</div>`;
    })
    .join('');
}

function operationHtml(method: string, path: string, operation: Json, schemes: Record<string, Json>): string {
  const id = escapeHtml(String(operation.operationId ?? anchor(`${method} ${path}`)));
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const security = (operation.security as Record<string, string[]>[] | undefined) ?? [];
  const access = security.length
    ? security
        .filter((requirement) => Object.keys(requirement).length)
        .map((requirement) =>
          Object.entries(requirement)
            .map(([name, scopes]) => {
              const label = escapeHtml(String(schemes[name]?.bearerFormat ?? schemes[name]?.name ?? name));
              return `<a href="#auth-${anchor(name)}">${escapeHtml(name)}</a> <span class="format">(${label})</span>${
                scopes.length ? ` com <code>${scopes.map(escapeHtml).join(', ')}</code>` : ''
              }`;
            })
            .join(' + '),
        )
        .join(' ou ')
    : 'pública (sem autenticação)';
  const optional = security.some((requirement) => Object.keys(requirement).length === 0) ? ' (opcional)' : '';
  const params = parameters.length
    ? `<h4>Parâmetros</h4><table class="fields"><thead><tr><th>Nome</th><th>Onde</th><th>Tipo</th><th>Notas</th></tr></thead><tbody>${parameters
        .map(
          (param) =>
            `<tr><td><code>${escapeHtml(String(param.name))}</code>${param.required ? ' <span class="req">obrigatório</span>' : ''}</td>` +
            `<td>${escapeHtml(String(param.in))}</td><td>${typeOf(param.schema as Json)}</td>` +
            `<td>${prose(param.description as string | undefined)}${limitsOf((param.schema as Json | undefined) ?? {})}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const requestBody = operation.requestBody as Json | undefined;
  const body = requestBody
    ? `<h4>Corpo</h4>${prose(requestBody.description as string | undefined)}${contentOf(requestBody.content as Record<string, Json>)}`
    : '';
  const responses = Object.entries(operation.responses as Record<string, Json>)
    .map(([status, response]) => {
      const content = response.content as Record<string, Json> | undefined;
      const error = status.startsWith('4') || status.startsWith('5');
      // Errors share one schema: its name is enough.
      const schema =
        content && !error
          ? contentOf(content)
          : content
            ? ` ${typeOf(content['application/json']?.schema as Json)}`
            : '';
      return `<li><span class="status s${status[0]}">${escapeHtml(status)}</span> ${prose(String(response.description ?? '')).replace(/^<p>|<\/p>$/g, '')}${schema}</li>`;
    })
    .join('');
  return `<section class="operation" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(String(operation.summary ?? ''))}</p>
${prose(operation.description as string | undefined)}
<p class="access"><strong>Acesso:</strong> ${access}${optional}</p>
${params}${body}
<h4>Respostas</h4><ul class="responses">${responses}</ul>
</section>`;
}

/** The whole page: authentication, operations grouped by tag, then every named schema. */
export function renderReferencePage(document: OpenApiDocument, paths: { style: string; json: string }): string {
  const doc = document as unknown as Json;
  const info = doc.info as Json;
  const components = (doc.components ?? {}) as Json;
  const schemes = (components.securitySchemes ?? {}) as Record<string, Json>;
  const schemas = (components.schemas ?? {}) as Record<string, Json>;
  const tags = (doc.tags as { name: string; description?: string }[] | undefined) ?? [];
  const byTag = new Map<string, string[]>(tags.map((tag) => [tag.name, []]));
  const toc = new Map<string, string[]>(tags.map((tag) => [tag.name, []]));
  let count = 0;
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      count += 1;
      const tag = ((operation.tags as string[] | undefined) ?? ['Outros'])[0]!;
      if (!byTag.has(tag)) {
        byTag.set(tag, []);
        toc.set(tag, []);
      }
      byTag.get(tag)!.push(operationHtml(method, path, operation, schemes));
      toc
        .get(tag)!
        .push(
          `<li><a href="#${escapeHtml(String(operation.operationId))}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</a></li>`,
        );
    }
  }
  const auth = Object.entries(schemes)
    .map(
      ([name, scheme]) =>
        `<section id="auth-${anchor(name)}"><h3><code>${escapeHtml(name)}</code> <span class="format">${escapeHtml(
          [scheme.type, scheme.scheme, scheme.bearerFormat, scheme.in, scheme.name].filter(Boolean).join(' · '),
        )}</span></h3>${prose(scheme.description as string | undefined)}</section>`,
    )
    .join('');
  const tagSections = tags
    .concat([...byTag.keys()].filter((name) => !tags.some((tag) => tag.name === name)).map((name) => ({ name })))
    .filter((tag) => byTag.get(tag.name)?.length)
    .map(
      (tag) =>
        `<section class="tag" id="tag-${anchor(tag.name)}"><h2>${escapeHtml(tag.name)}</h2>${prose(tag.description)}${byTag
          .get(tag.name)!
          .join('')}</section>`,
    )
    .join('');
  const nav = [...toc.entries()]
    .filter(([, items]) => items.length)
    .map(([name, items]) => `<li><a href="#tag-${anchor(name)}">${escapeHtml(name)}</a><ul>${items.join('')}</ul></li>`)
    .join('');
  const schemaSections = Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<section class="schema" id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${prose(schema.description as string | undefined)}${fieldsTable(schema)}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(String(info.title))} ${escapeHtml(String(info.version))}: referência</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${escapeHtml(paths.style)}">
</head>
<body>
<nav class="toc"><p class="brand">${escapeHtml(String(info.title))}</p><ul>
<li><a href="#autenticacao">Como autenticar</a></li>${nav}<li><a href="#esquemas">Esquemas</a></li></ul></nav>
<main>
<header><h1>${escapeHtml(String(info.title))} <span class="version">versão ${escapeHtml(String(info.version))}</span></h1>
${prose(info.description as string | undefined)}
<p>${count} operações. O contrato completo, em OpenAPI ${escapeHtml(String(doc.openapi))}: <a href="${escapeHtml(paths.json)}">${escapeHtml(paths.json)}</a>.</p></header>
<section id="autenticacao"><h2>Como autenticar</h2>${auth}</section>
${tagSections}
<section id="esquemas"><h2>Esquemas</h2>${schemaSections}</section>
</main>
</body>
</html>
`;
}
