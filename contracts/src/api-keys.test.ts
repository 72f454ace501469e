import { API_KEY_NAME_MAX, apiKeyCreateSchema, apiKeyMessages } from './api-keys';
import { messages } from './messages';

const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('apiKeyCreateSchema', () => {
  it('when a name and scopes come, then the name is trimmed and the scopes come back once each, in table order', () => {
    // Act
    const parsed = apiKeyCreateSchema.parse({
      name: '  ERP  ',
      scopes: ['submissions:read', 'forms:read', 'submissions:read'],
    });

    // Assert
    expect(parsed).toEqual({ name: 'ERP', scopes: ['forms:read', 'submissions:read'] });
  });

  it('when the name is blank or too long and no scope is chosen, then each field says why in Portuguese', () => {
    // Act
    const blank = apiKeyCreateSchema.safeParse({ name: ' ', scopes: [] });
    const long = apiKeyCreateSchema.safeParse({ name: 'x'.repeat(API_KEY_NAME_MAX + 1), scopes: ['forms:read'] });
    const missing = apiKeyCreateSchema.safeParse({});

    // Assert
    expect(fieldErrors(blank)).toEqual({ name: messages.required, scopes: apiKeyMessages.scopesRequired });
    expect(fieldErrors(long)).toEqual({ name: messages.maxLength(API_KEY_NAME_MAX) });
    expect(fieldErrors(missing)).toEqual({ name: messages.required, scopes: apiKeyMessages.scopesRequired });
  });

  it('when a scope is not one of the four, then it is Permissão inválida', () => {
    // Act
    const result = apiKeyCreateSchema.safeParse({ name: 'ERP', scopes: ['users:write'] });

    // Assert
    expect(fieldErrors(result)).toEqual({ 'scopes.0': apiKeyMessages.invalidScope });
  });
});
