// The openapi module's public entry: the API's OpenAPI document and its reference page (docs/api.md).
export { openApiRoutes } from './routes';
export {
  buildOpenApiDocument,
  documentedRoutes,
  openApiPath,
  DOCUMENT_PATH,
  PAGE_PATH,
  STYLE_PATH,
  type OpenApiDocument,
} from './document';
