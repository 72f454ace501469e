// Loads the form a /forms/:formId route names and applies SPEC section 6's guard: the API answers
// 403 to a USER who did not create it (-> /403) and 404 to an unknown id or another company's form
// (-> /404).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Form } from '@formbuilder/contracts';
import { ApiError, useRequest, type RequestState } from '@formbuilder/shared-ui';
import { getForm } from './forms-api';

export function useFormRecord(formId: string | undefined): RequestState<Form> {
  const navigate = useNavigate();
  const form = useRequest(`form:${formId ?? ''}`, () =>
    formId ? getForm(formId) : Promise.reject(ApiError.from(404, undefined)),
  );
  const status = form.error instanceof ApiError ? form.error.status : undefined;
  useEffect(() => {
    if (status === 403) void navigate('/403', { replace: true });
    else if (status === 404 || status === 400) void navigate('/404', { replace: true });
  }, [status, navigate]);
  return form;
}
