// GET /api/openapi.json (the OpenAPI document), GET /api/docs (its reference page) and the page's
// stylesheet: public, the same for everyone, so browsers and proxies may keep them a while.
import type { Response } from 'express';
import { z } from 'zod';
import { declareRoutes, json, text } from '../../http/route';
import { DOCUMENT_PATH, PAGE_PATH, STYLE_PATH, type OpenApiDocument } from './document';
import { renderReferencePage } from './page';
import { referenceStyle } from './style';

const CACHEABLE = 'public, max-age=300';
const underApi = (path: string) => path.replace(/^\/api/, '');

interface Asset {
  body: string;
  type: string;
}

export interface OpenApiAssets {
  document: Asset;
  page: Asset;
  style: Asset;
}

/** The three answers, built on first use and kept: they depend only on the code. */
export function openApiAssets(build: () => OpenApiDocument): () => OpenApiAssets {
  let assets: OpenApiAssets | undefined;
  return () => {
    if (!assets) {
      const document = build();
      assets = {
        document: { body: JSON.stringify(document), type: 'application/json; charset=utf-8' },
        page: {
          body: renderReferencePage(document, { style: STYLE_PATH, json: DOCUMENT_PATH }),
          type: 'text/html; charset=utf-8',
        },
        style: { body: referenceStyle, type: 'text/css; charset=utf-8' },
      };
    }
    return assets;
  };
}

const send = (res: Response, { body, type }: Asset) => {
  // Replaces the /api router's no-store: this answer carries no token nor tenant data. Express adds
  // the ETag and answers a matching If-None-Match with 304.
  res.set({ 'Cache-Control': CACHEABLE, 'Content-Type': type });
  res.send(body);
};

export const openApiRoutes = declareRoutes<() => OpenApiAssets>('/api', (route) => [
  route({
    method: 'get',
    path: underApi(DOCUMENT_PATH),
    access: 'public',
    tag: 'Documentação',
    summary: 'Este documento OpenAPI 3.1',
    ok: { 200: ['O documento', json(z.object({ openapi: z.string() }).catchall(z.unknown()))] },
    errors: [],
    handler: (assets, { res }) => send(res, assets().document),
  }),
  route({
    method: 'get',
    path: underApi(PAGE_PATH),
    access: 'public',
    tag: 'Documentação',
    summary: 'A referência da API, para ler no navegador',
    ok: { 200: ['Página HTML', text('text/html')] },
    errors: [],
    handler: (assets, { res }) => send(res, assets().page),
  }),
  route({
    method: 'get',
    path: underApi(STYLE_PATH),
    access: 'public',
    tag: 'Documentação',
    summary: 'A folha de estilo da página de referência',
    ok: { 200: ['CSS', text('text/css')] },
    errors: [],
    handler: (assets, { res }) => send(res, assets().style),
  }),
]);
