// Company API keys (docs/api-keys.md): a MANAGER creates and revokes its company's keys, an ADMIN
// lists and revokes any company's; `authenticate` turns a presented key into the caller it acts as.
import crypto from 'node:crypto';
import {
  API_KEY_PREFIX,
  apiKeyCreateSchema,
  messages,
  type ApiKey,
  type ApiKeyCreateInput,
  type CreatedApiKey,
} from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { forbidden, invalid, notFound, unauthenticated } from '../../http/errors';
import type { Logger } from '../../logger';
import { entryOf, record } from '../../kernel/audit';
import type { AuthContext } from '../../kernel/caller';
import * as repo from './repo';

/** last_used_at is written at most this often per key, not on every request. */
export const LAST_USED_EVERY_MS = 60_000;
/** Characters of the key kept in clear for the list: `fbk_` and 8 more. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/**
 * SHA-256 of the key. A key is 32 random bytes, so it cannot be guessed from its hash and a slow
 * password hash would only add latency to every request (docs/api-keys.md, "Como a chave é guardada").
 */
export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key, 'utf8').digest('hex');
}

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export function newApiKey(): string {
  return API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

export interface ApiKeysServiceDeps {
  db: Db;
  logger: Logger;
}

export function createApiKeysService({ db, logger }: ApiKeysServiceDeps) {
  /** The company a caller may manage keys of: a MANAGER its own, an ADMIN the one it names. */
  const companyOf = (caller: AuthContext, companyId: string | undefined): string => {
    if (caller.role === 'ADMIN') {
      if (!companyId) throw invalid(undefined, { companyId: messages.required });
      return companyId;
    }
    if (caller.role !== 'MANAGER' || !caller.companyId) throw forbidden();
    if (companyId && companyId !== caller.companyId) throw forbidden();
    return caller.companyId;
  };

  return {
    async list(caller: AuthContext, companyId?: string): Promise<ApiKey[]> {
      return repo.listKeys(db, companyOf(caller, companyId));
    },

    /** Only a MANAGER creates keys, for its own company; the answer is the only time the key is sent. */
    async create(caller: AuthContext, body: ApiKeyCreateInput): Promise<CreatedApiKey> {
      if (caller.role !== 'MANAGER' || !caller.companyId) throw forbidden();
      const input = apiKeyCreateSchema.parse(body);
      const key = newApiKey();
      const companyId = caller.companyId;
      const id = await db.transaction(async (tx) => {
        const inserted = await repo.insertKey(tx, {
          companyId,
          name: input.name,
          prefix: key.slice(0, PREFIX_LENGTH),
          keyHash: hashApiKey(key),
          scopes: input.scopes,
          createdById: caller.userId,
        });
        const target = { type: 'api_key', id: inserted, companyId } as const;
        await record(tx, entryOf(caller, 'api_key.created', target, { changes: ['name', 'scopes'] }));
        return inserted;
      });
      logger.info('api key created', { apiKeyId: id, companyId: caller.companyId, userId: caller.userId });
      const created = await repo.findKey(db, id);
      return { ...created!, key };
    },

    /** Another company's key is a 404 to a MANAGER, as if it did not exist. */
    async revoke(caller: AuthContext, id: string): Promise<void> {
      const key = await repo.findKey(db, id);
      if (!key) throw notFound();
      if (caller.role !== 'ADMIN' && (caller.role !== 'MANAGER' || key.companyId !== caller.companyId)) {
        throw notFound();
      }
      await db.transaction(async (tx) => {
        await repo.revokeKey(tx, id);
        await record(tx, entryOf(caller, 'api_key.revoked', { type: 'api_key', id, companyId: key.companyId }));
      });
      logger.info('api key revoked', { apiKeyId: id, companyId: key.companyId, userId: caller.userId });
    },

    /**
     * Every live key `creatorId` created, revoked for good inside the transaction `tx` that takes the
     * MANAGER role away from them (docs/api-keys.md): a key acts as a MANAGER, so it must not come
     * back if the role does. One `api_key.revoked` entry per key, by whoever changed the role.
     */
    async revokeKeysOfCreator(tx: Tx, caller: AuthContext, creatorId: string): Promise<void> {
      const revoked = await repo.revokeKeysOfCreator(tx, creatorId);
      await record(
        tx,
        revoked.map((key) =>
          entryOf(caller, 'api_key.revoked', { type: 'api_key', id: key.id, companyId: key.companyId }),
        ),
      );
      for (const key of revoked) {
        logger.info('api key revoked with its creator’s role', { apiKeyId: key.id, companyId: key.companyId });
      }
    },

    /**
     * The caller a key acts as: its company, as a MANAGER, under its creator's id (who is recorded as
     * the author of what it creates). Read from the database on every request, so a revoked key, or
     * one whose creator left the company or is no longer a MANAGER, is refused at once on every
     * instance. 401 for all of these, with the same message as an unknown key.
     */
    async authenticate(key: string): Promise<AuthContext> {
      const row = await repo.findLiveKeyByHash(db, hashApiKey(key));
      if (!row || row.creatorId === null || row.creatorRole !== 'MANAGER' || row.creatorCompanyId !== row.companyId) {
        throw unauthenticated();
      }
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
        await repo
          .touchKey(db, row.id, LAST_USED_EVERY_MS)
          .catch((error: unknown) => logger.warn('api key last-used update failed', { error }));
      }
      return {
        userId: row.creatorId,
        sessionId: row.id,
        role: 'MANAGER',
        companyId: row.companyId,
        authVersion: row.creatorAuthVersion ?? 1,
        apiKey: { id: row.id, scopes: row.scopes },
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
