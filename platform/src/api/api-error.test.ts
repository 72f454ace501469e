import { messages } from '@formbuilder/contracts';
import { ApiError, errorMessage } from './api-error';

describe('ApiError.from', () => {
  it('when the body has the API error shape, then it keeps status, code, message and fields', () => {
    const body = { error: { code: 'INVALID', message: 'Campo obrigatório', fields: { title: 'Campo obrigatório' } } };
    const error = ApiError.from(400, body);
    expect(error).toMatchObject({ status: 400, code: 'INVALID', message: 'Campo obrigatório' });
    expect(error.fields).toEqual({ title: 'Campo obrigatório' });
    expect(error.data).toBe(body);
  });

  it('when there is no response, then it is a network error with the generic message', () => {
    const error = ApiError.from(undefined, undefined);
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(messages.genericClientError);
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back for network and server faults', () => {
    expect(errorMessage(ApiError.from(409, { error: { code: 'CONFLICT', message: 'x' } }), 'fb')).toBe('x');
    expect(errorMessage(ApiError.from(undefined, undefined), 'fb')).toBe('fb');
    expect(errorMessage(new Error('boom'), 'fb')).toBe('fb');
  });
});
