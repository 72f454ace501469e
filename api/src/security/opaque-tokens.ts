// Opaque one-time tokens (refresh tokens, password-reset and invitation links): 32 random bytes,
// stored only as their sha256, so a copy of the database opens no session and no link.
import crypto from 'node:crypto';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newOpaqueToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
