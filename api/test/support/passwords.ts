// The password cost of the test servers, and a hasher for rows a test writes straight to the database.
import { createPasswordHasher, type PasswordHashCost } from '../../src/security/passwords';

/**
 * The password cost of every test server unless a test names another (PASSWORD_HASH_COST): the
 * suite makes thousands of accounts, and at the standard cost their hashes were a fifth of its CPU.
 * test/password-hash-cost.test.ts and bootstrap.test.ts run at the standard cost.
 */
export const TEST_PASSWORD_HASH_COST = 'minimal' satisfies PasswordHashCost;
/** Hashes as the test servers do, for rows written straight to the database. */
export const testPasswords = createPasswordHasher(TEST_PASSWORD_HASH_COST);
