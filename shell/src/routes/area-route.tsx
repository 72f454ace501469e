import { useLocation } from 'react-router-dom';
import { RemoteModule } from '@formbuilder/shared-ui/signed-in';
import { findArea } from '../areas';

/** Hands the current path to the remote that owns it. */
export function AreaRoute() {
  const area = findArea(useLocation().pathname);
  if (!area) return null; // SignedInFrame has already sent unknown paths to /404
  const { prefixes: _prefixes, ...module } = area;
  return <RemoteModule key={area.remote} {...module} />;
}
