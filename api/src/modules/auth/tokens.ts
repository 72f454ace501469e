// Access tokens (short-lived HS256 JWTs) and opaque refresh tokens (stored only as sha256).
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { roles, type Role } from '@formbuilder/contracts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  sid: string;
  role: Role;
  company: string | null;
}

const claimsSchema = z.object({
  sub: z.guid(),
  sid: z.guid(),
  role: z.enum(roles),
  company: z.guid().nullable(),
  typ: z.literal('access'),
  exp: z.number(),
});

let lastKey: { secret: string; key: crypto.KeyObject } | undefined;

/**
 * The secret as a KeyObject, made once. Given a string, jsonwebtoken first tries to read it as a PEM
 * key, which throws and is caught on every sign and verify, i.e. on every authenticated request.
 */
function keyOf(secret: string): crypto.KeyObject {
  if (lastKey?.secret !== secret) lastKey = { secret, key: crypto.createSecretKey(Buffer.from(secret, 'utf8')) };
  return lastKey.key;
}

export function signAccessToken(secret: string, claims: AccessClaims): string {
  const { sub, ...rest } = claims;
  return jwt.sign({ ...rest, typ: 'access' }, keyOf(secret), {
    algorithm: 'HS256',
    subject: sub,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  });
}

/** The claims of a valid access token, or undefined for anything else (RFC 8725: pinned algorithm, exp required). */
export function readAccessToken(secret: string, token: string): AccessClaims | undefined {
  let payload: unknown;
  try {
    payload = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
  } catch {
    return undefined;
  }
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const { sub, sid, role, company } = parsed.data;
  return { sub, sid, role, company };
}

/** 32 random bytes, handed out once and kept only as sha256 (refresh and password-reset tokens). */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const newRefreshToken = newOpaqueToken;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
