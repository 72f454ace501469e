// The Standard Webhooks signature (docs/integrations.md#signature): HMAC-SHA256 of
// "<webhook-id>.<webhook-timestamp>.<body>" keyed with the bytes of the secret after its `whsec_`
// prefix, sent as `v1,<base64>`; several signatures (during a rotation) are separated by spaces.
import crypto from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new secret: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const mac = crypto.createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The `webhook-signature` header: one signature per secret, newest first. */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(' ');
}
