// The OpenAPI 3.1 document of every /api route (docs/api.md): the document's frame (info, tags,
// security schemes) here, and one operation per route declaration (api/src/http/route.ts), built by
// zod-openapi from the declaration's request and response schemas.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type * as ZodOpenApi from 'zod-openapi';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { API_KEY_PREFIX, apiKeyScopeLabels, errorBodySchema } from '@formbuilder/contracts';
import { json, type DeclaredRoute, type ErrorStatus } from '../../http/route';
import { packageRoot } from '../../paths';
import { REFRESH_COOKIE } from '../auth';

export type OpenApiDocument = ReturnType<typeof ZodOpenApi.createDocument>;

export const DOCUMENT_PATH = '/api/openapi.json';
export const PAGE_PATH = '/api/docs';
export const STYLE_PATH = '/api/docs/docs.css';

export const tags = [
  { name: 'Saúde', description: 'Vida e prontidão da instância (balanceadores, orquestradores).' },
  { name: 'Autenticação', description: 'Entrada, sessão renovada pelo cookie, saída e senhas.' },
  { name: 'Empresas', description: 'Empresas clientes (ADMIN), e a própria empresa (MANAGER).' },
  { name: 'Usuários', description: 'A equipe de cada empresa.' },
  { name: 'Arquivos', description: 'Envio de arquivos (respondentes e equipe).' },
  { name: 'Formulários', description: 'Formulários da empresa, e o formulário público do respondente.' },
  { name: 'Modelos', description: 'A biblioteca de modelos e suas categorias.' },
  { name: 'Respostas', description: 'Respostas, comentários e exportações CSV/XLSX.' },
  { name: 'Indicadores', description: 'Indicadores de um formulário e as etapas vistas pelos respondentes.' },
  { name: 'Privacidade', description: 'Direitos do titular (LGPD): localizar, exportar e excluir.' },
  { name: 'Webhooks', description: 'Endpoints que recebem eventos da empresa, e suas entregas.' },
  { name: 'Chaves de API', description: 'Chaves de integração da empresa.' },
  { name: 'Auditoria', description: 'O registro de auditoria, só leitura.' },
  {
    name: 'Notificações',
    description: 'Como cada pessoa da equipe é avisada de novas respostas: e-mail, WhatsApp, SMS.',
  },
  { name: 'Documentação', description: 'Este documento e a sua página de referência.' },
] as const;

const errorText: Record<ErrorStatus, string> = {
  400: 'Dados inválidos (code INVALID; `fields` nomeia cada campo).',
  401: 'Sem sessão válida (UNAUTHENTICATED).',
  403: 'Sem permissão para esta ação (FORBIDDEN).',
  404: 'Não encontrado (NOT_FOUND).',
  409: 'Conflito com o estado atual (CONFLICT).',
  413: 'Corpo ou arquivo grande demais (TOO_LARGE).',
  429: 'Muitas requisições (THROTTLED); tente de novo em instantes.',
  507: 'Armazenamento de arquivos cheio (STORAGE_FULL): nada foi guardado; tente de novo mais tarde.',
};

const uuidParam = z.string().meta({ description: 'UUID' });

/** `/api/forms/:id` -> `/api/forms/{id}` (also `submissions.:format` -> `submissions.{format}`). */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

const schemaOf = (input: unknown): z.ZodType | undefined =>
  input instanceof z.ZodType ? input : (input as { schema?: z.ZodType } | undefined)?.schema;

function security(route: DeclaredRoute): ZodOpenApiOperationObject['security'] {
  if (route.access === 'public') return [];
  if (route.access === 'cookie') return [{ refreshCookie: [] }, {}];
  const { scope } = route.access;
  return scope ? [{ staffSession: [] }, { apiKey: [scope] }] : [{ staffSession: [] }];
}

function operation(route: DeclaredRoute): ZodOpenApiOperationObject {
  if (!tags.some((tag) => tag.name === route.tag)) throw new Error(`${route.fullPath}: unknown tag ${route.tag}`);
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const declared = (route.params ?? {}) as Record<string, unknown>;
  const pathParams = names.length
    ? z.object(Object.fromEntries(names.map((name) => [name, schemaOf(declared[name]) ?? uuidParam])))
    : undefined;
  const staff = typeof route.access === 'object';
  const statuses = new Set<ErrorStatus>(route.errors);
  if (staff) {
    statuses.add(401);
    statuses.add(403);
    // An API key's own rate is counted before its scope is checked, on every staff route.
    statuses.add(429);
  }
  // A malformed id names no record: 404, like a missing one.
  if (names.length) statuses.add(404);
  // A path whose percent-encoding does not decode (`%FF`) is bad input: 400.
  if (names.length) statuses.add(400);
  const responses: ZodOpenApiOperationObject['responses'] = {};
  for (const [status, [description, content]] of Object.entries(route.ok)) {
    responses[status as `2${string}`] = content ? { description, content } : { description };
  }
  for (const status of [...statuses].sort()) {
    responses[String(status) as `4${string}`] = {
      description: errorText[status],
      content: json(errorBodySchema),
    };
  }
  responses['500'] = {
    description: 'Erro inesperado (INTERNAL), registrado no log sob `errorId`.',
    content: json(errorBodySchema),
  };
  const roles = typeof route.access === 'object' ? [...route.access.roles] : [];
  const scope = typeof route.access === 'object' ? route.access.scope : undefined;
  const who = roles.length ? `Perfis: ${roles.join(', ')}.` : undefined;
  const key = scope ? `Chave de API com a permissão \`${scope}\`.` : undefined;
  const description = [route.description, who, key].filter(Boolean).join('\n\n');
  const query = schemaOf(route.query);
  const body = schemaOf(route.body);
  const requestBody = route.requestBody ?? (body ? { content: json(body) } : undefined);
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(description ? { description } : {}),
    operationId: `${route.method}${openApiPath(route.fullPath)
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('')}`,
    ...(roles.length ? { 'x-roles': roles } : {}),
    security: security(route),
    ...(route.headers ? { parameters: route.headers as unknown as ZodOpenApiOperationObject['parameters'] } : {}),
    requestParams: {
      ...(pathParams ? { path: pathParams } : {}),
      ...(query ? { query: query as z.ZodObject } : {}),
    },
    ...(requestBody ? { requestBody: { required: true, ...requestBody } } : {}),
    responses,
  };
}

function apiVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

const scopesText = Object.entries(apiKeyScopeLabels)
  .map(([scope, label]) => `- \`${scope}\`: ${label}`)
  .join('\n');

/** The whole document of these routes (every /api route: api-routes.ts hands them in). */
export function buildOpenApiDocument(routes: DeclaredRoute[]): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const key = openApiPath(route.fullPath);
    paths[key] = { ...paths[key], [route.method]: operation(route) };
  }
  // The generator is loaded with the document's first request, not with the API: a large module (about
  // 0.1 s of a start) that only this document needs.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createDocument } = require('zod-openapi') as typeof ZodOpenApi;
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Form Builder API',
      version: apiVersion(),
      description:
        'A API HTTP do Form Builder. Todo erro responde `{ "error": { "code", "message", "fields"? } }` ' +
        'com mensagens em português. Listas aceitam `page` e `perPage`.',
    },
    tags: tags.map((tag) => ({ ...tag })),
    servers: [{ url: '/', description: 'Este servidor' }],
    paths,
    components: {
      securitySchemes: {
        staffSession: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'O token de acesso de uma sessão da equipe (resposta de /api/auth/login ou /refresh).',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}...`,
          description:
            `Uma chave de API da empresa (\`Authorization: Bearer ${API_KEY_PREFIX}...\`), só nas rotas ` +
            `que pedem uma das suas permissões:\n\n${scopesText}`,
        },
        refreshCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: REFRESH_COOKIE,
          description: 'O cookie de renovação da sessão (HttpOnly, SameSite=Strict, só em /api/auth).',
        },
      },
    },
  });
}
