// The React face of the realtime connection: one socket per page load, shared by every screen.
import { useEffect, useEffectEvent } from 'react';
import { REALTIME_PATH, type SubmissionCreatedEvent } from '@formbuilder/contracts';
import { refreshSession } from '../api/client';
import { useAuthStore } from '../session/auth-store';
import { createRealtimeConnection, type RealtimeConnection, type SocketLike } from './realtime-connection';

let shared: RealtimeConnection | undefined;

function sharedConnection(): RealtimeConnection {
  shared ??= createRealtimeConnection({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${REALTIME_PATH}`,
    getToken: () => useAuthStore.getState().token,
    refreshToken: async () => (await refreshSession())?.token ?? null,
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  });
  return shared;
}

/**
 * Calls `onEvent` for each new submission the signed-in user may see, and `onReady` each time the
 * socket (re)connects, when whatever arrived while it was down should be fetched again.
 */
export function useSubmissionEvents(onEvent: (event: SubmissionCreatedEvent) => void, onReady?: () => void): void {
  const signedIn = useAuthStore((state) => state.token !== null);
  const handleEvent = useEffectEvent(onEvent);
  const handleReady = useEffectEvent(() => onReady?.());
  useEffect(() => {
    if (!signedIn) return undefined;
    return sharedConnection().subscribe({
      onEvent: (event) => handleEvent(event),
      onReady: () => handleReady(),
    });
  }, [signedIn]);
}
