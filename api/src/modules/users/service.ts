// Users (docs/product.md#users, #dialogs, #account): who may see, create, edit
// and delete whom, and the usersLimit of the company's plan.
import {
  canChangeRole,
  messages,
  normalizeSearch,
  userMessages,
  type Page,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '@formbuilder/contracts';
import type { Config } from '../../config';
import { containsPattern } from '../../db/contains-pattern';
import type { Db, Tx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import type { Logger } from '../../logger';
import type { PasswordHasher } from '../../security/passwords';
import { changedFields, differingFields, record } from '../../kernel/audit';
import type { AuthContext } from '../../kernel/caller';
import * as invitations from './invitations-repo';
import * as repo from './repo';

const ADMIN_NAME = 'Administrador';

export interface UsersServiceDeps {
  db: Db;
  publicUrl: string;
  hasher: PasswordHasher;
  /** Told when a user is gone, so its open sockets can be closed (its sessions went with its row). */
  onUserRemoved: (userId: string) => void;
  /**
   * Called inside the transaction that takes the MANAGER role away from a user, so what the role
   * gave (the company API keys they created) ends with it, or nothing changes.
   */
  onManagerRoleLost?: (tx: Tx, caller: AuthContext, userId: string) => Promise<void>;
  /** Told when a user's role changed, so its open sockets are re-scoped on every instance. */
  onRightsChanged?: (userId: string) => void;
}

export interface UserListQuery extends PageQuery {
  companyId?: string;
  search?: string;
}

const emailTaken = () => invalid(messages.emailInUse, { email: messages.emailInUse });

/** ADMIN sees everyone, MANAGER its company, USER only itself (its notify-user choice is itself). */
function canSee(caller: AuthContext, user: repo.UserRow): boolean {
  if (caller.role === 'ADMIN') return true;
  if (caller.role === 'MANAGER') return caller.companyId !== null && user.companyId === caller.companyId;
  return user.id === caller.userId;
}

export function createUsersService({
  db,
  publicUrl,
  hasher,
  onUserRemoved,
  onRightsChanged,
  onManagerRoleLost,
}: UsersServiceDeps) {
  const toUser = (record: repo.UserRecord) => repo.toUser(record, publicUrl);

  /** Someone out of the caller's sight answers exactly like a missing id. */
  const findVisible = async (caller: AuthContext, id: string) => {
    const record = await repo.findUserRecord(db, id);
    if (!record || !canSee(caller, record.user)) throw notFound();
    return record;
  };

  const read = async (id: string) => {
    const record = await repo.findUserRecord(db, id);
    if (!record) throw notFound();
    return toUser(record);
  };

  /** The company a new user goes to, from who creates it (docs/product.md#roles). */
  const companyForNewUser = (caller: AuthContext, input: UserCreateInput): string | null => {
    if (caller.role === 'ADMIN') {
      if (input.role === 'ADMIN') {
        if (input.company) throw invalid(userMessages.adminHasNoCompany, { company: userMessages.adminHasNoCompany });
        return null;
      }
      if (!input.company) throw invalid(messages.required, { company: messages.required });
      return input.company;
    }
    // A MANAGER creates MANAGERs and USERs in its own company; a `company` it sends is not heard.
    if (caller.role === 'MANAGER' && caller.companyId && input.role !== 'ADMIN') return caller.companyId;
    throw forbidden();
  };

  return {
    /** Sorted by name with the caller first; `search` matches the name (accents ignored) or the e-mail. */
    async list(caller: AuthContext, query: UserListQuery): Promise<Page<User>> {
      let scope: repo.UserScope;
      if (caller.role === 'ADMIN') {
        scope = { companyId: query.companyId };
      } else {
        // The tenant is the token's; another company's id only narrows the list down to nothing.
        if (!caller.companyId || (query.companyId && query.companyId !== caller.companyId)) {
          return pageOf([], query, 0);
        }
        scope = caller.role === 'MANAGER' ? { companyId: caller.companyId } : { userId: caller.userId };
      }
      const text = query.search?.trim() ?? '';
      const search = normalizeSearch(text)
        ? { name: containsPattern(normalizeSearch(text)), email: containsPattern(text.toLowerCase()) }
        : undefined;
      const [records, total] = await Promise.all([
        repo.listUsers(db, { scope, search, firstId: caller.userId, offset: offsetOf(query), limit: query.perPage }),
        repo.countListedUsers(db, { scope, search }),
      ]);
      return pageOf(records.map(toUser), query, total);
    },

    async get(caller: AuthContext, id: string): Promise<User> {
      return toUser(await findVisible(caller, id));
    },

    /**
     * The company's row is locked while its seats (users and live invitations) are counted and the new
     * user inserted, so concurrent creations can not go past usersLimit (409).
     */
    async create(caller: AuthContext, input: UserCreateInput): Promise<User> {
      const companyId = companyForNewUser(caller, input);
      if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
      const passwordHash = await hasher.hash(input.password);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          if (companyId) {
            const company = await repo.lockCompanyForUsers(tx, companyId);
            if (!company) throw invalid(userMessages.companyNotFound, { company: userMessages.companyNotFound });
            // Pending invitations whose link still works hold a seat too (docs/people-and-files.md#invitations);
            // one for this very e-mail gives its seat to the user created now.
            await invitations.deleteInvitationOf(tx, input.email);
            const seats =
              (await repo.countCompanyUsers(tx, companyId)) + (await invitations.countLiveInvitations(tx, companyId));
            if (seats >= company.usersLimit) throw conflict(userMessages.usersLimitReached);
          } else {
            await invitations.deleteInvitationOf(tx, input.email);
          }
          const user = await repo.insertUser(tx, {
            name: input.name,
            nameSearch: normalizeSearch(input.name),
            email: input.email,
            username: input.email,
            phone: input.phone,
            role: input.role,
            companyId,
            passwordHash,
          });
          await record(tx, {
            action: 'user.created',
            companyId,
            actorId: caller.userId,
            targetType: 'user',
            targetId: user.id,
            changes: changedFields({ name: input.name, email: input.email, phone: input.phone, role: input.role }),
          });
          return user.id;
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
        throw error;
      }
      return read(id);
    },

    /**
     * Name, phone and role (docs/security.md#tenants-and-roles): nobody changes its own role, a USER changes no
     * role, a MANAGER never makes an ADMIN, and an ADMIN is never moved in or out of a company.
     */
    async update(caller: AuthContext, id: string, input: UserUpdateInput): Promise<User> {
      const { user } = await findVisible(caller, id);
      const changes: Partial<repo.NewUserRow> = {};
      if (input.name !== undefined) {
        changes.name = input.name;
        changes.nameSearch = normalizeSearch(input.name);
      }
      if (input.phone !== undefined) changes.phone = input.phone;
      if (input.role !== undefined && input.role !== user.role) {
        if (!canChangeRole({ id: caller.userId, role: caller.role }, user.id)) throw forbidden();
        if (caller.role === 'MANAGER' && input.role === 'ADMIN') throw forbidden();
        if (input.role === 'ADMIN' || user.role === 'ADMIN') {
          throw invalid(userMessages.roleAcrossCompany, { role: userMessages.roleAcrossCompany });
        }
        changes.role = input.role;
      }
      if (Object.keys(changes).length > 0) {
        await db.transaction(async (tx) => {
          await repo.updateUser(tx, id, changes);
          if (user.role === 'MANAGER' && changes.role !== undefined && changes.role !== 'MANAGER') {
            await onManagerRoleLost?.(tx, caller, id);
          }
          const fields = differingFields(user, { name: changes.name, phone: changes.phone, role: changes.role });
          if (fields.length === 0) return;
          await record(tx, {
            action: 'user.updated',
            companyId: user.companyId,
            actorId: caller.userId,
            targetType: 'user',
            targetId: id,
            changes: fields,
          });
        });
      }
      if (changes.role !== undefined) onRightsChanged?.(id);
      return read(id);
    },

    /** Someone else in the caller's reach; one's own account goes through removeSelf. */
    async remove(caller: AuthContext, id: string): Promise<void> {
      const { user } = await findVisible(caller, id);
      if (user.id === caller.userId) throw forbidden(userMessages.cannotDeleteSelf);
      if (caller.role === 'USER') throw forbidden();
      await db.transaction(async (tx) => {
        await repo.deleteUser(tx, user.id);
        await record(tx, {
          action: 'user.deleted',
          companyId: user.companyId,
          actorId: caller.userId,
          targetType: 'user',
          targetId: user.id,
        });
      });
      onUserRemoved(user.id);
    },

    /** /account 'delete my account'; the last ADMIN can not leave (409). */
    async removeSelf(caller: AuthContext): Promise<void> {
      await db.transaction(async (tx) => {
        if (caller.role === 'ADMIN' && (await repo.lockAdmins(tx)).length <= 1) throw conflict(userMessages.lastAdmin);
        await repo.deleteUser(tx, caller.userId);
        await record(tx, {
          action: 'user.deleted',
          companyId: caller.companyId,
          actorId: caller.userId,
          targetType: 'user',
          targetId: caller.userId,
        });
      });
      onUserRemoved(caller.userId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

export interface FirstAdminOptions {
  admin: Config['admin'];
  publicUrl: string;
  hasher: PasswordHasher;
  logger: Logger;
  /** Where the one-time password block goes; the log may be shipped elsewhere, this is for the operator. */
  print: (text: string) => void;
}

/**
 * On an empty users table, creates the first ADMIN (docs/architecture.md#first-administrator). A generated password is
 * printed this one time and never again.
 */
export async function ensureFirstAdmin(db: Db, options: FirstAdminOptions): Promise<boolean> {
  if ((await repo.countUsers(db)) > 0) return false;
  const { email, password, passwordGenerated } = options.admin;
  const created = await repo.insertUserIfAbsent(db, {
    name: ADMIN_NAME,
    nameSearch: normalizeSearch(ADMIN_NAME),
    email,
    username: email,
    role: 'ADMIN',
    companyId: null,
    passwordHash: await options.hasher.hash(password),
  });
  if (!created) return false;
  // The address is printed below for the operator once; logs never carry it.
  options.logger.info('created the first administrator', { userId: created.id });
  if (passwordGenerated) {
    const rule = '='.repeat(64);
    options.print(
      [
        '',
        rule,
        ' First administrator created. This password is shown only once:',
        `   URL:      ${options.publicUrl}/login`,
        `   E-mail:   ${email}`,
        `   Password: ${password}`,
        ' Change it under Minha conta after signing in.',
        rule,
        '',
        '',
      ].join('\n'),
    );
  }
  return true;
}
