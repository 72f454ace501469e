import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@formbuilder/platform';
import { setFieldErrors, showServerErrors, type ServerErrorsOptions } from './server-errors';

interface Values {
  name: string;
  email: string;
}

// Reading the errors while rendering subscribes to them, as a form's inputs do.
const renderForm = () =>
  renderHook(() => {
    const { setError, formState } = useForm<Values>({ defaultValues: { name: '', email: '' } });
    return { setError, formState: { errors: formState.errors } };
  });
const refused = (fields: Record<string, string>, status = 400) =>
  new ApiError(status, 'Requisição inválida', status === 409 ? 'CONFLICT' : 'INVALID', fields);

describe('setFieldErrors', () => {
  it('when a message names an input of the form, then that input shows it and the rest comes back', () => {
    // Arrange
    const { result } = renderForm();

    // Act
    let unmatched: Record<string, string> = {};
    act(() => {
      unmatched = setFieldErrors({ email: 'E-mail inválido', logo: 'Imagem grande' }, result.current.setError, [
        'name',
        'email',
      ]);
    });

    // Assert
    expect(result.current.formState.errors.email?.message).toBe('E-mail inválido');
    expect(result.current.formState.errors.name).toBeUndefined();
    expect(unmatched).toEqual({ logo: 'Imagem grande' });
  });
});

/** Shows `error` on a fresh form with the inputs name and email; answers the form, the alert and the rest. */
function show(error: unknown, options: Partial<ServerErrorsOptions<Values>> = {}) {
  const { result } = renderForm();
  const alert = jest.fn();
  let unmatched: Record<string, string> = {};
  act(() => {
    unmatched = showServerErrors(error, {
      setError: result.current.setError,
      names: ['name', 'email'],
      alert,
      message: 'Falha',
      ...options,
    });
  });
  return { errors: () => result.current.formState.errors, alert, unmatched };
}

describe('showServerErrors', () => {
  it('when the API names a field, then the input shows it and the alert is shown too', () => {
    // Arrange
    const error = refused({ name: 'Campo obrigatório' });

    // Act
    const { errors, alert } = show(error);

    // Assert
    expect(errors().name?.message).toBe('Campo obrigatório');
    expect(alert).toHaveBeenCalledWith('Falha');
  });

  it('when alerting only the unmatched and every message sits on an input, then no alert is shown', () => {
    // Arrange
    const error = refused({ email: 'E-mail inválido' });

    // Act
    const { errors, alert } = show(error, { alertWhen: 'unmatched' });

    // Assert
    expect(errors().email?.message).toBe('E-mail inválido');
    expect(alert).not.toHaveBeenCalled();
  });

  it('when alerting only the unmatched and a field is unknown to the form, then the alert is shown', () => {
    // Arrange
    const error = refused({ company: 'Empresa inválida' });

    // Act
    const { errors, alert, unmatched } = show(error, { alertWhen: 'unmatched' });

    // Assert
    expect(alert).toHaveBeenCalledWith('Falha');
    expect(unmatched).toEqual({ company: 'Empresa inválida' });
    expect(errors()).toEqual({});
  });

  it('when the failure is not the API refusing (network), then only the alert is shown', () => {
    // Act
    const { errors, alert } = show(new Error('offline'), { alertWhen: 'unmatched' });

    // Assert
    expect(alert).toHaveBeenCalledWith('Falha');
    expect(errors()).toEqual({});
  });

  it('when a conflict names no field, then its message shows on the conflict input', () => {
    // Act
    const { errors, alert } = show(refused({}, 409), { conflictField: 'name' });

    // Assert
    expect(errors().name?.message).toBe('Requisição inválida');
    expect(alert).toHaveBeenCalledWith('Falha');
  });
});
