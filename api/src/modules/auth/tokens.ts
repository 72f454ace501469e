// Access tokens (short-lived HS256 JWTs) and opaque refresh tokens (stored only as sha256).
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { roles, type Role } from '@formbuilder/contracts';
import { hashToken, newOpaqueToken } from '../../security/opaque-tokens';

export { hashToken, newOpaqueToken };

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

/**
 * The signing key and the earlier ones still accepted. Each key is a KeyObject made once (given a
 * string, jsonwebtoken first tries to read it as a PEM key, which throws and is caught on every sign
 * and verify) and named by a short hash of itself (`kid`), so a token finds its key without trying
 * each one.
 */
export interface KeyRing {
  current: { kid: string; key: crypto.KeyObject };
  byKid: ReadonlyMap<string, crypto.KeyObject>;
}

const kidOf = (secret: string) => crypto.createHash('sha256').update(secret, 'utf8').digest('base64url').slice(0, 12);

export function keyRing(current: string, previous: readonly string[] = []): KeyRing {
  const byKid = new Map<string, crypto.KeyObject>();
  for (const secret of [current, ...previous]) {
    const kid = kidOf(secret);
    if (!byKid.has(kid)) byKid.set(kid, crypto.createSecretKey(Buffer.from(secret, 'utf8')));
  }
  const kid = kidOf(current);
  return { current: { kid, key: byKid.get(kid)! }, byKid };
}

export function signAccessToken(keys: KeyRing, claims: AccessClaims): string {
  const { sub, ...rest } = claims;
  return jwt.sign({ ...rest, typ: 'access' }, keys.current.key, {
    algorithm: 'HS256',
    subject: sub,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    keyid: keys.current.kid,
  });
}

/** The kid of a token's header, without verifying anything yet. */
function kidOfToken(token: string): string | undefined {
  const header = token.slice(0, token.indexOf('.'));
  try {
    const kid: unknown = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: unknown }).kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}

function verifyWith(key: crypto.KeyObject, token: string): unknown {
  try {
    return jwt.verify(token, key, { algorithms: ['HS256'] });
  } catch {
    return undefined;
  }
}

/**
 * The claims of a valid access token, or undefined for anything else (RFC 8725: pinned algorithm,
 * exp required). A token naming a known key is checked with that key only; one without a kid (signed
 * before keys were named) is tried with each key.
 */
export function readAccessToken(keys: KeyRing, token: string): AccessClaims | undefined {
  const kid = kidOfToken(token);
  let payload: unknown;
  if (kid !== undefined) {
    const key = keys.byKid.get(kid);
    payload = key ? verifyWith(key, token) : undefined;
  } else {
    for (const key of keys.byKid.values()) {
      payload = verifyWith(key, token);
      if (payload !== undefined) break;
    }
  }
  if (payload === undefined) return undefined;
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const { sub, sid, role, company } = parsed.data;
  return { sub, sid, role, company };
}

/** A refresh token: 32 random bytes, handed out once and kept only as sha256. */
export const newRefreshToken = newOpaqueToken;
