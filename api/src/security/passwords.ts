// Password hashing with argon2id at the OWASP minimum cost (m=19 MiB, t=2, p=1).
import crypto from 'node:crypto';
import argon2 from 'argon2';

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash must read as a wrong password, not as a server error.
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's and should be redone. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so an unknown e-mail can not be told from a
 * wrong password by how long the answer takes.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
