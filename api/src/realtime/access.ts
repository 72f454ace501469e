// Keeps every open socket within its user's current rights, on every API instance. A socket keeps
// the role and company it was opened with; when they change (role, company, password, a session
// ended, the user deleted), the instance handling the request closes or re-scopes its own sockets at
// once and publishes `session.revoked` / `user.changed` on the event bus so every other instance does
// the same. Events can be missed (a bus connection dropping), so delivery checks too: each user's
// auth_version is read once per event, and a socket opened under an older version is re-checked
// before anything reaches it.
import type { Logger } from '../logger';
import type { AuthService } from '../modules/auth';
import type { EventBus } from './event-bus';
import { POLICY_VIOLATION, type RealtimeClient, type SocketRegistry } from './registry';

export const SESSION_REVOKED = 'session.revoked';
export const USER_CHANGED = 'user.changed';

export interface SocketAccessDeps {
  bus: EventBus;
  registry: SocketRegistry;
  auth: Pick<AuthService, 'reload' | 'currentVersions'>;
  logger: Logger;
}

export interface SocketAccess {
  /** Sessions ended: their sockets close here at once and on every other instance. */
  sessionsEnded(sessions: { id: string; userId: string }[]): void;
  /** A user's rights changed or the user is gone: its sockets are re-checked everywhere. */
  userChanged(userId: string): void;
  /**
   * Sends a message to the sockets whose current rights `filter` accepts; resolves to how many got
   * it. Only the users the filter picks are looked up, in one query.
   */
  deliver(filter: (client: RealtimeClient) => boolean, message: unknown): Promise<number>;
}

const isOpen = (client: RealtimeClient) => client.socket.readyState === client.socket.OPEN;

export function createSocketAccess({ bus, registry, auth, logger }: SocketAccessDeps): SocketAccess {
  /** Reloads a socket's rights; closes it when its session or user is gone. True when it stays open. */
  const recheck = async (client: RealtimeClient): Promise<boolean> => {
    const current = await auth.reload(client);
    if (!current) {
      client.socket.close(POLICY_VIOLATION, 'session ended');
      return false;
    }
    client.role = current.role;
    client.companyId = current.companyId;
    client.authVersion = current.authVersion;
    return isOpen(client);
  };

  const recheckUser = async (userId: string) => {
    await Promise.all(registry.ofUser(userId).map(recheck));
  };

  const publish = (type: string, id: string) => {
    bus.publish({ type, id }).catch((error: unknown) => logger.error('access event not published', { type, error }));
  };

  bus.subscribe(async (event) => {
    if (event.type === SESSION_REVOKED) registry.closeSessions([event.id]);
    else if (event.type === USER_CHANGED) await recheckUser(event.id);
  });

  return {
    sessionsEnded(sessions) {
      registry.closeSessions(sessions.map((session) => session.id));
      for (const session of sessions) publish(SESSION_REVOKED, session.id);
    },

    userChanged(userId) {
      recheckUser(userId).catch((error: unknown) => logger.error('socket re-check failed', { error }));
      publish(USER_CHANGED, userId);
    },

    async deliver(filter, message) {
      const candidates = [...registry.clients()].filter((client) => isOpen(client) && filter(client));
      if (candidates.length === 0) return 0;
      const versions = await auth.currentVersions([...new Set(candidates.map((client) => client.userId))]);
      const data = JSON.stringify(message);
      let sent = 0;
      const stale: RealtimeClient[] = [];
      for (const client of candidates) {
        if (versions.get(client.userId) === client.authVersion) {
          client.socket.send(data);
          sent += 1;
        } else {
          stale.push(client);
        }
      }
      // Rights changed since these sockets opened: only what the current rights allow gets through.
      await Promise.all(
        stale.map(async (client) => {
          if ((await recheck(client)) && filter(client)) {
            client.socket.send(data);
            sent += 1;
          }
        }),
      );
      return sent;
    },
  };
}
