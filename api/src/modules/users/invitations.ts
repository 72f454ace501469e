// Invitations by e-mail (docs/people-and-files.md#invitations): a MANAGER (an ADMIN for any company)
// invites a person with a name, an e-mail and a role; the person gets a one-time link, valid for
// INVITATION_VALID_DAYS, and chooses their own password, which creates the user. Pending invitations
// whose link still works hold a seat of the company's usersLimit; resend gives a new link (the old
// one stops working), revoke deletes the invitation. Every step is an audit entry.
import { eq } from 'drizzle-orm';
import {
  INVITATION_VALID_DAYS,
  INVITATION_VALID_MS,
  invitationExpired,
  invitationMessages,
  messages,
  normalizeSearch,
  roleLabels,
  userMessages,
  type Invitation,
  type InvitationAcceptInput,
  type InvitationCreateInput,
  type InvitationPreview,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { companies } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { hashToken, newOpaqueToken } from '../../security/opaque-tokens';
import type { PasswordHasher } from '../../security/passwords';
import { record } from '../../kernel/audit';
import type { AuthContext } from '../../kernel/caller';
import { invitationMail } from './invitation-mail';
import * as invitations from './invitations-repo';
import * as repo from './repo';

export interface InvitationsServiceDeps {
  db: Db;
  mailer: Mailer;
  /** Origin of the invitation link. */
  publicUrl: string;
  hasher: PasswordHasher;
}

const VALID_FOR = `${INVITATION_VALID_DAYS} dias`;

const emailTaken = () => invalid(messages.emailInUse, { email: messages.emailInUse });
const alreadyInvited = () => invalid(invitationMessages.alreadyInvited, { email: invitationMessages.alreadyInvited });
const unusable = () => invalid(invitationMessages.unusable);

function toInvitation({ invitation, inviterName }: invitations.InvitationRecord): Invitation {
  return {
    id: invitation.id,
    name: invitation.name,
    email: invitation.email,
    role: invitation.role,
    roleLabel: roleLabels[invitation.role],
    companyId: invitation.companyId,
    invitedBy:
      invitation.invitedById && inviterName !== null ? { id: invitation.invitedById, name: inviterName } : null,
    createdAt: invitation.createdAt.toISOString(),
    sentAt: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitationExpired(invitation.expiresAt),
  };
}

export function createInvitationsService({ db, mailer, publicUrl, hasher }: InvitationsServiceDeps) {
  /** The company the caller invites into or manages the invitations of (docs/product.md#roles). */
  const companyOf = (caller: AuthContext, requested: string | null | undefined): string => {
    if (caller.role === 'ADMIN') {
      if (!requested) throw invalid(messages.required, { company: messages.required });
      return requested;
    }
    // A MANAGER acts in its own company; a `company` it sends is not heard.
    if (caller.role === 'MANAGER' && caller.companyId) return caller.companyId;
    throw forbidden();
  };

  /** Someone out of the caller's reach answers exactly like a missing id. */
  const findManaged = async (caller: AuthContext, id: string) => {
    const found = await invitations.findInvitation(db, id);
    if (!found) throw notFound();
    if (caller.role === 'ADMIN') return found;
    if (caller.role === 'MANAGER' && caller.companyId === found.invitation.companyId) return found;
    throw notFound();
  };

  const send = async (invitation: invitations.InvitationRow, token: string, inviterName: string | null) => {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, invitation.companyId));
    await mailer.send(
      invitationMail({
        to: invitation.email,
        name: invitation.name,
        companyName: company?.name ?? '',
        roleLabel: roleLabels[invitation.role],
        inviterName,
        link: `${publicUrl}/convite?t=${encodeURIComponent(token)}`,
        validFor: VALID_FOR,
      }),
    );
  };

  const inviterName = async (caller: AuthContext) => (await repo.findUserById(db, caller.userId))?.name ?? null;

  return {
    async list(caller: AuthContext, companyId: string | undefined): Promise<Invitation[]> {
      const company = companyOf(caller, companyId);
      return (await invitations.listInvitations(db, company)).map(toInvitation);
    },

    /**
     * The company's row is locked while its seats (users and live invitations) are counted and the
     * invitation inserted, so concurrent invitations can not go past usersLimit (409).
     */
    async create(caller: AuthContext, input: InvitationCreateInput): Promise<Invitation> {
      const companyId = companyOf(caller, input.company);
      if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
      const { token, hash } = newOpaqueToken();
      let created: invitations.InvitationRow;
      try {
        created = await db.transaction(async (tx) => {
          const company = await repo.lockCompanyForUsers(tx, companyId);
          if (!company) throw invalid(userMessages.companyNotFound, { company: userMessages.companyNotFound });
          await invitations.deleteExpiredInvitationOf(tx, input.email);
          if (await invitations.findInvitationByEmail(tx, input.email)) throw alreadyInvited();
          const seats =
            (await repo.countCompanyUsers(tx, companyId)) + (await invitations.countLiveInvitations(tx, companyId));
          if (seats >= company.usersLimit) throw conflict(userMessages.usersLimitReached);
          const row = await invitations.insertInvitation(tx, {
            companyId,
            name: input.name,
            email: input.email,
            role: input.role,
            tokenHash: hash,
            expiresAt: new Date(Date.now() + INVITATION_VALID_MS),
            invitedById: caller.userId,
          });
          await record(tx, {
            action: 'invitation.created',
            companyId,
            actorId: caller.userId,
            targetType: 'invitation',
            targetId: row.id,
            changes: ['name', 'email', 'role'],
          });
          return row;
        });
      } catch (error) {
        // The e-mail became a user or was invited by someone else in the meantime.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw alreadyInvited();
        throw error;
      }
      const name = await inviterName(caller);
      await send(created, token, name);
      return toInvitation({ invitation: created, inviterName: name });
    },

    /** A new link, valid for INVITATION_VALID_DAYS again, mailed again; the old link stops working. */
    async resend(caller: AuthContext, id: string): Promise<Invitation> {
      const { invitation } = await findManaged(caller, id);
      if (await repo.findUserByEmail(db, invitation.email)) throw emailTaken();
      const { token, hash } = newOpaqueToken();
      const renewed = await db.transaction(async (tx) => {
        if (invitationExpired(invitation.expiresAt)) {
          // An expired invitation held no seat: taking one again counts like a new invitation.
          const company = await repo.lockCompanyForUsers(tx, invitation.companyId);
          const seats =
            (await repo.countCompanyUsers(tx, invitation.companyId)) +
            (await invitations.countLiveInvitations(tx, invitation.companyId, invitation.id));
          if (!company || seats >= company.usersLimit) throw conflict(userMessages.usersLimitReached);
        }
        const row = await invitations.renewInvitation(tx, id, {
          tokenHash: hash,
          expiresAt: new Date(Date.now() + INVITATION_VALID_MS),
        });
        if (!row) throw notFound();
        await record(tx, {
          action: 'invitation.resent',
          companyId: row.companyId,
          actorId: caller.userId,
          targetType: 'invitation',
          targetId: row.id,
        });
        return row;
      });
      const name = await inviterName(caller);
      await send(renewed, token, name);
      return toInvitation((await invitations.findInvitation(db, id)) ?? { invitation: renewed, inviterName: null });
    },

    /** The invitation is deleted: its link stops working and its seat is free. */
    async revoke(caller: AuthContext, id: string): Promise<void> {
      await findManaged(caller, id);
      await db.transaction(async (tx) => {
        const gone = await invitations.deleteInvitation(tx, id);
        if (!gone) throw notFound();
        await record(tx, {
          action: 'invitation.revoked',
          companyId: gone.companyId,
          actorId: caller.userId,
          targetType: 'invitation',
          targetId: gone.id,
        });
      });
    },

    /** Whose invitation a link is, asked as its page opens; nothing is spent. */
    async check(token: string): Promise<InvitationPreview> {
      const found = await invitations.findUsableInvitation(db, hashToken(token));
      if (!found) throw unusable();
      return { name: found.invitation.name, email: found.invitation.email, companyName: found.companyName };
    },

    /** Spends the link and creates the user with the password the invitee chose. */
    async accept(input: InvitationAcceptInput): Promise<void> {
      const tokenHash = hashToken(input.token);
      // Checked before hashing, so bad links cost no argon2 work.
      if (!(await invitations.findUsableInvitation(db, tokenHash))) throw unusable();
      const passwordHash = await hasher.hash(input.password);
      try {
        await db.transaction(async (tx) => {
          const invitation = await invitations.takeUsableInvitation(tx, tokenHash);
          if (!invitation) throw unusable();
          const company = await repo.lockCompanyForUsers(tx, invitation.companyId);
          if (!company) throw unusable();
          // Its seat was held since the invitation; only a limit lowered since can be in the way.
          if ((await repo.countCompanyUsers(tx, invitation.companyId)) >= company.usersLimit) {
            throw conflict(invitationMessages.companyFull);
          }
          const user = await repo.insertUser(tx, {
            name: invitation.name,
            nameSearch: normalizeSearch(invitation.name),
            email: invitation.email,
            username: invitation.email,
            role: invitation.role,
            companyId: invitation.companyId,
            passwordHash,
          });
          await record(tx, {
            action: 'invitation.accepted',
            companyId: invitation.companyId,
            actorId: user.id,
            targetType: 'user',
            targetId: user.id,
            changes: ['name', 'email', 'role', 'password'],
          });
        });
      } catch (error) {
        // The e-mail became a user some other way since: the invitation can not be used.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw unusable();
        throw error;
      }
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
