import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@formbuilder/platform';
import { setFieldErrors, showServerErrors } from './server-errors';

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

describe('showServerErrors', () => {
  it('when the API names a field, then the input shows it and the alert is shown too', () => {
    // Arrange
    const { result } = renderForm();
    const alert = jest.fn();

    // Act
    act(() => {
      showServerErrors(refused({ name: 'Campo obrigatório' }), {
        setError: result.current.setError,
        names: ['name', 'email'],
        alert,
        message: 'Falha ao salvar',
      });
    });

    // Assert
    expect(result.current.formState.errors.name?.message).toBe('Campo obrigatório');
    expect(alert).toHaveBeenCalledWith('Falha ao salvar');
  });

  it('when alerting only the unmatched and every message sits on an input, then no alert is shown', () => {
    // Arrange
    const { result } = renderForm();
    const alert = jest.fn();

    // Act
    act(() => {
      showServerErrors(refused({ email: 'E-mail inválido' }), {
        setError: result.current.setError,
        names: ['name', 'email'],
        alert,
        message: 'Falha',
        alertWhen: 'unmatched',
      });
    });

    // Assert
    expect(result.current.formState.errors.email?.message).toBe('E-mail inválido');
    expect(alert).not.toHaveBeenCalled();
  });

  it('when alerting only the unmatched and a field is unknown to the form, then the alert is shown', () => {
    // Arrange
    const { result } = renderForm();
    const alert = jest.fn();

    // Act
    let unmatched: Record<string, string> = {};
    act(() => {
      unmatched = showServerErrors(refused({ company: 'Empresa inválida' }), {
        setError: result.current.setError,
        names: ['name', 'email'],
        alert,
        message: 'Falha',
        alertWhen: 'unmatched',
      });
    });

    // Assert
    expect(alert).toHaveBeenCalledWith('Falha');
    expect(unmatched).toEqual({ company: 'Empresa inválida' });
    expect(result.current.formState.errors).toEqual({});
  });

  it('when the failure is not the API refusing (network), then only the alert is shown', () => {
    // Arrange
    const { result } = renderForm();
    const alert = jest.fn();

    // Act
    act(() => {
      showServerErrors(new Error('offline'), {
        setError: result.current.setError,
        names: ['name'],
        alert,
        message: 'Falha',
        alertWhen: 'unmatched',
      });
    });

    // Assert
    expect(alert).toHaveBeenCalledWith('Falha');
    expect(result.current.formState.errors).toEqual({});
  });

  it('when a conflict names no field, then its message shows on the conflict input', () => {
    // Arrange
    const { result } = renderForm();
    const alert = jest.fn();

    // Act
    act(() => {
      showServerErrors(refused({}, 409), {
        setError: result.current.setError,
        names: ['name'],
        alert,
        message: 'Falha',
        conflictField: 'name',
      });
    });

    // Assert
    expect(result.current.formState.errors.name?.message).toBe('Requisição inválida');
    expect(alert).toHaveBeenCalledWith('Falha');
  });
});
