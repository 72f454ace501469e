// The codes of the API's one JSON error shape (`errorBodySchema` in responses.ts; docs/architecture.md#api-conventions).
export const errorCodes = [
  'INVALID',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_LARGE',
  'THROTTLED',
  'STORAGE_FULL',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
