// GET /api/openapi.json (the OpenAPI document), GET /api/docs (its reference page) and the page's
// stylesheet: public, the same for everyone, so browsers and proxies may keep them a while.
import { Router, type Response } from 'express';
import { buildOpenApiDocument, DOCUMENT_PATH, PAGE_PATH, STYLE_PATH, type OpenApiDocument } from './document';
import { renderReferencePage } from './page';
import { referenceStyle } from './style';

const CACHEABLE = 'public, max-age=300';
const underApi = (path: string) => path.replace(/^\/api/, '');

interface Asset {
  body: string;
  type: string;
}

const asset = (body: string, type: string): Asset => ({ body, type });

/** Mounted on the /api router. The document is built on first use and kept: it depends only on the code. */
export function openApiRoutes(build: () => OpenApiDocument = buildOpenApiDocument): Router {
  const router = Router();
  let assets: { document: Asset; page: Asset; style: Asset } | undefined;
  const current = () => {
    if (!assets) {
      const document = build();
      assets = {
        document: asset(JSON.stringify(document), 'application/json; charset=utf-8'),
        page: asset(
          renderReferencePage(document, { style: STYLE_PATH, json: DOCUMENT_PATH }),
          'text/html; charset=utf-8',
        ),
        style: asset(referenceStyle, 'text/css; charset=utf-8'),
      };
    }
    return assets;
  };
  const send = (res: Response, { body, type }: Asset) => {
    // Replaces the /api router's no-store: this answer carries no token nor tenant data. Express adds
    // the ETag and answers a matching If-None-Match with 304.
    res.set({ 'Cache-Control': CACHEABLE, 'Content-Type': type });
    res.send(body);
  };

  router.get(underApi(DOCUMENT_PATH), (_req, res) => send(res, current().document));
  router.get(underApi(PAGE_PATH), (_req, res) => send(res, current().page));
  router.get(underApi(STYLE_PATH), (_req, res) => send(res, current().style));
  return router;
}
