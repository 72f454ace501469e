import { useLocation } from 'react-router-dom';
import { findArea } from '../areas';
import { RemoteArea } from '../federation/remote-area';

/** Hands the current path to the remote that owns it. */
export function AreaRoute() {
  const area = findArea(useLocation().pathname);
  if (!area) return null; // SignedInFrame has already sent unknown paths to /404
  return <RemoteArea key={area.remote} remote={area.remote} exposed={area.exposed} />;
}
