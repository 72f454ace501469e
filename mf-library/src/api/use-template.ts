// Loads the template a /templates/:id or /library/:id route names; an unknown id (or one that is not
// an id at all) is told apart from other failures so the page can say 'Modelo não encontrado'.
import type { Template } from '@formbuilder/contracts';
import { ApiError, useRequest } from '@formbuilder/shared-ui';
import { getTemplate } from './library-api';

export interface TemplateRecord {
  template: Template | undefined;
  loading: boolean;
  notFound: boolean;
  /** Any other failure (network, server). */
  failed: boolean;
  reload: () => void;
}

export function useTemplate(templateId: string): TemplateRecord {
  const { data, error, loading, reload } = useRequest(`template:${templateId}`, () => getTemplate(templateId));
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return { template: error ? undefined : data, loading, notFound, failed: Boolean(error) && !notFound, reload };
}
