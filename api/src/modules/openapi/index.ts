// The openapi module's public entry: the API's OpenAPI document and its reference page (docs/api.md).
export { openApiAssets, openApiRoutes } from './routes';
export {
  buildOpenApiDocument,
  openApiPath,
  tags,
  DOCUMENT_PATH,
  PAGE_PATH,
  STYLE_PATH,
  type OpenApiDocument,
} from './document';
