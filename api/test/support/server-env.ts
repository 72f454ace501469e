// What every in-process test server (server.ts) and the run's template (template-db.ts) start with,
// and a hasher for the rows a test writes straight to the database.
import crypto from 'node:crypto';
import { createPasswordHasher, type PasswordHashCost } from '../../src/security/passwords';

/**
 * The password cost of every test server unless a test names another (PASSWORD_HASH_COST): the
 * suite makes thousands of accounts, and at the standard cost their hashes were a fifth of its CPU.
 * test/password-hash-cost.test.ts and bootstrap.test.ts run at the standard cost.
 */
export const TEST_PASSWORD_HASH_COST = 'minimal' satisfies PasswordHashCost;
/** Hashes as the test servers do, for rows written straight to the database. */
export const testPasswords = createPasswordHasher(TEST_PASSWORD_HASH_COST);

/** The settings of a test server on `dataDir`, on PGlite there or on the PostgreSQL database `databaseUrl`. */
export function testServerEnv(dataDir: string, databaseUrl: string | undefined): Record<string, string | undefined> {
  return {
    DATA_DIR: dataDir,
    // No front-end build in here unless a test brings its own.
    APPS_DIR: dataDir,
    RELEASES_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    // On a PostgreSQL server the signing key must be given (as every instance shares it).
    JWT_SECRET: databaseUrl ? crypto.randomBytes(32).toString('base64url') : undefined,
    DATABASE_URL: databaseUrl,
  };
}
