// USAR MODELO / copy (docs/product.md#library): the copy becomes a form of the company and the MANAGER goes to
// /forms. At the plan's formsLimit the API's message says why nothing was created.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages, type Template } from '@formbuilder/contracts';
import { errorMessage, useAlert } from '@formbuilder/shared-ui';
import { createFormFromTemplate } from '../api/copy-api';

export function useCopyTemplate() {
  const navigate = useNavigate();
  const alert = useAlert();
  /** The id of the template being copied, so its button shows progress and is not pressed twice. */
  const [copying, setCopying] = useState<string | null>(null);

  const copy = async (template: Pick<Template, 'id' | 'title'>) => {
    if (copying) return;
    setCopying(template.id);
    try {
      await createFormFromTemplate(template.id);
      alert.success(messages.formFromTemplate(template.title));
      void navigate('/forms');
    } catch (error) {
      alert.error(errorMessage(error, messages.formCreateFailed));
      setCopying(null);
    }
  };

  return { copy, copying };
}
