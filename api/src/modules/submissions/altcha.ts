// The proof of work a form may ask of its respondents (docs/forms-and-templates.md#robots): ALTCHA,
// self-hosted. The server signs each challenge (so it remembers none until one is answered), checks
// the solution before an answer is stored, and takes each challenge once: a solved challenge's id is
// kept in PostgreSQL until it expires, for every instance to see. No call leaves the server.
import crypto from 'node:crypto';
import { altchaMessages } from '@formbuilder/contracts';
import type * as AltchaLib from 'altcha-lib' with { 'resolution-mode': 'import' };
import type * as AltchaPbkdf2 from 'altcha-lib/algorithms/pbkdf2' with { 'resolution-mode': 'import' };
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { altchaSpent } from '../../db/schema';
import { invalid } from '../../http/errors';

// altcha-lib declares ES module types only, so TypeScript refuses a CommonJS import of it; the
// CommonJS build it also ships is what Node loads here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createChallenge, verifySolution } = require('altcha-lib') as typeof AltchaLib;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2') as typeof AltchaPbkdf2;
type Challenge = AltchaLib.Challenge;
type Payload = AltchaLib.Payload;

/** How long a challenge may be answered after it was issued (the widget fetches a new one after that). */
export const ALTCHA_CHALLENGE_MINUTES = 30;
const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * The browser tries counters from 0 until it finds the one the server picked, between ATTEMPTS and
 * twice as many (deterministic mode): the work is about ATTEMPTS × 1.5 key derivations of `cost`
 * iterations, which the widget spreads over the device's cores.
 */
const ATTEMPTS = 1_000;
/** Spent challenges past their expiry are swept at most this often, by the instance that issues one. */
const SWEEP_EVERY_MS = 60_000;

export interface AltchaOptions {
  db: Db;
  hmacKey: string;
  /** PBKDF2 iterations of one attempt (ALTCHA_COST). */
  cost: number;
}

export interface AltchaGuard {
  /** A new signed challenge for a form's respondent. */
  challenge(formId: string): Promise<Challenge>;
  /**
   * Refuses (400, pt-BR) a missing, malformed, wrong, expired or already used solution for this form;
   * otherwise marks its challenge used. Called just before the answer is stored.
   */
  spend(formId: string, payload: string | undefined): Promise<void>;
}

function parsePayload(payload: string): Payload | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload>;
    const parameters = parsed?.challenge?.parameters;
    if (!parameters || typeof parameters !== 'object' || !parsed.solution || typeof parsed.solution !== 'object') {
      return undefined;
    }
    return parsed as Payload;
  } catch {
    return undefined;
  }
}

export function createAltchaGuard({ db, hmacKey, cost }: AltchaOptions): AltchaGuard {
  // A second secret for the derived keys (deterministic mode: checking is one HMAC, not the work again).
  const keySecret = crypto.createHmac('sha256', hmacKey).update('derived keys').digest('base64url');
  let lastSweep = 0;

  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(altchaSpent).where(lt(altchaSpent.expiresAt, sql`now()`));
  };

  return {
    async challenge(formId) {
      await sweep();
      return createChallenge({
        algorithm: ALGORITHM,
        cost,
        counter: crypto.randomInt(ATTEMPTS, ATTEMPTS * 2),
        deriveKey,
        // Bound to the form: a challenge fetched for one form answers no other.
        data: { formId },
        expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_MINUTES * 60_000),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async spend(formId, payload) {
      if (!payload) throw invalid(altchaMessages.missing, { altcha: altchaMessages.missing });
      const parsed = parsePayload(payload);
      if (!parsed) throw invalid(altchaMessages.invalid, { altcha: altchaMessages.invalid });
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => undefined);
      if (result?.expired) throw invalid(altchaMessages.replayed, { altcha: altchaMessages.replayed });
      const { parameters } = parsed.challenge;
      if (!result?.verified || parameters.data?.formId !== formId || typeof parameters.expiresAt !== 'number') {
        throw invalid(altchaMessages.invalid, { altcha: altchaMessages.invalid });
      }
      // Taken once: the insert of a used id does nothing, and says so.
      const inserted = await db
        .insert(altchaSpent)
        .values({ challengeId: parameters.nonce, expiresAt: new Date(parameters.expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ id: altchaSpent.challengeId });
      if (inserted.length === 0) throw invalid(altchaMessages.replayed, { altcha: altchaMessages.replayed });
    },
  };
}
