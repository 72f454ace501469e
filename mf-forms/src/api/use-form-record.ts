// Loads the form a /forms/:formId route names and applies the access rule of
// docs/forms-and-templates.md: the API answers 403 to a USER who neither created the form nor is its
// notified user (-> /403) and 404 to an unknown id or another company's form (-> /404). The editor
// asks for more (`edit`): the notified user may see the answers, not change the form (-> /403).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { canEditForm, type Form } from '@formbuilder/contracts';
import { ApiError, useCurrentUser, useRequest, type RequestState } from '@formbuilder/shared-ui';
import { getForm } from './forms-api';

/** Whether the signed-in user may edit and delete this form (the creator or a MANAGER). */
export function useCanEditForm(form: Form | undefined): boolean {
  const me = useCurrentUser();
  return Boolean(me && form && canEditForm(me, { createdBy: form.createdBy?.id ?? null }));
}

export function useFormRecord(formId: string | undefined, { edit = false } = {}): RequestState<Form> {
  const navigate = useNavigate();
  const form = useRequest(`form:${formId ?? ''}`, () =>
    formId ? getForm(formId) : Promise.reject(ApiError.from(404, undefined)),
  );
  const canEdit = useCanEditForm(form.data);
  const status = form.error instanceof ApiError ? form.error.status : undefined;
  const readOnly = edit && Boolean(form.data) && !canEdit;
  useEffect(() => {
    if (status === 403 || readOnly) void navigate('/403', { replace: true });
    else if (status === 404 || status === 400) void navigate('/404', { replace: true });
  }, [status, readOnly, navigate]);
  return form;
}
