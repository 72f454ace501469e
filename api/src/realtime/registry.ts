// The open, authenticated sockets of this instance, by user and by session, so events can be sent to
// the right people and a session's sockets closed when it ends.
import type { WebSocket } from 'ws';
import type { AuthContext } from '../kernel/caller';

export interface RealtimeClient extends AuthContext {
  socket: WebSocket;
}

/** Close code for sockets whose session ended or whose token is not (or no longer) valid. */
export const POLICY_VIOLATION = 1008;

export class SocketRegistry {
  private readonly bySession = new Map<string, Set<RealtimeClient>>();
  private readonly byUser = new Map<string, Set<RealtimeClient>>();

  add(client: RealtimeClient): void {
    addTo(this.bySession, client.sessionId, client);
    addTo(this.byUser, client.userId, client);
  }

  remove(client: RealtimeClient): void {
    removeFrom(this.bySession, client.sessionId, client);
    removeFrom(this.byUser, client.userId, client);
  }

  get size(): number {
    let count = 0;
    for (const clients of this.byUser.values()) count += clients.size;
    return count;
  }

  /** Every authenticated client of this instance. */
  *clients(): IterableIterator<RealtimeClient> {
    for (const clients of this.byUser.values()) yield* clients;
  }

  /** The clients of one user on this instance. */
  ofUser(userId: string): RealtimeClient[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Sends a JSON message to every client the filter accepts (e.g. users allowed to see a form). */
  publish(filter: (client: RealtimeClient) => boolean, message: unknown): number {
    const data = JSON.stringify(message);
    let sent = 0;
    for (const clients of this.byUser.values()) {
      for (const client of clients) {
        if (client.socket.readyState === client.socket.OPEN && filter(client)) {
          client.socket.send(data);
          sent += 1;
        }
      }
    }
    return sent;
  }

  closeSessions(sessionIds: Iterable<string>, reason = 'session ended'): void {
    for (const id of sessionIds) {
      for (const client of [...(this.bySession.get(id) ?? [])]) client.socket.close(POLICY_VIOLATION, reason);
    }
  }

  closeUser(userId: string, reason = 'session ended'): void {
    for (const client of [...(this.byUser.get(userId) ?? [])]) client.socket.close(POLICY_VIOLATION, reason);
  }
}

function addTo(map: Map<string, Set<RealtimeClient>>, key: string, client: RealtimeClient) {
  const set = map.get(key) ?? new Set<RealtimeClient>();
  set.add(client);
  map.set(key, set);
}

function removeFrom(map: Map<string, Set<RealtimeClient>>, key: string, client: RealtimeClient) {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}
