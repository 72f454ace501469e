// Password hashing with argon2id. The `standard` cost is the OWASP minimum (m=19 MiB, t=2, p=1), about
// 50 ms of a core per hash; `minimal` (PASSWORD_HASH_COST) is for test runs, which make thousands of
// accounts. A sign-in redoes a hash made at a lower cost than the server's; never one made higher.
import crypto from 'node:crypto';
import argon2 from 'argon2';

export const PASSWORD_HASH_COSTS = {
  standard: { memoryCost: 19_456, timeCost: 2 },
  minimal: { memoryCost: 1_024, timeCost: 1 },
} as const;
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;
/** Argon2 1.3, the version every hash is made with. */
const ARGON2_VERSION = 0x13;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** True when a stored hash is weaker than this server's cost (or not argon2id) and should be redone. */
  needsRehash(hash: string): boolean;
  /**
   * Spends the same time as checking a real password, so an unknown e-mail can not be told from a
   * wrong password by how long the answer takes.
   */
  verifyDummy(password: string): Promise<false>;
}

/** `$argon2id$v=19$m=19456,p=1,t=2$salt$hash` (parameters in any order) → its algorithm, version and cost. */
function costOf(hash: string): { algorithm: string; version: number; m: number; t: number } | undefined {
  const [, algorithm, version, params] = hash.split('$');
  if (!algorithm || !version?.startsWith('v=') || !params) return undefined;
  const cost = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
  const m = Number(cost.m);
  const t = Number(cost.t);
  if (!Number.isInteger(m) || !Number.isInteger(t)) return undefined;
  return { algorithm, version: Number(version.slice(2)), m, t };
}

export function createPasswordHasher(cost: PasswordHashCost = 'standard'): PasswordHasher {
  const options = { type: argon2.argon2id, parallelism: 1, ...PASSWORD_HASH_COSTS[cost] } as const;
  const hash = (password: string) => argon2.hash(password, options);
  const verify = async (stored: string, password: string) => {
    try {
      return await argon2.verify(stored, password);
    } catch {
      // A malformed stored hash must read as a wrong password, not as a server error.
      return false;
    }
  };
  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify,
    needsRehash(stored) {
      const found = costOf(stored);
      if (!found) return true;
      return (
        found.algorithm !== 'argon2id' ||
        found.version < ARGON2_VERSION ||
        found.m < options.memoryCost ||
        found.t < options.timeCost
      );
    },
    async verifyDummy(password) {
      dummyHash ??= hash(crypto.randomBytes(16).toString('base64url'));
      await verify(await dummyHash, password);
      return false;
    },
  };
}
