// Which pages an area draws first (areas.ts `firstPages`) and the area's './FirstPage' itself, asked
// for by the entry (index.ts) at once: part of the entry, so kept to the federation runtime it has.
import { federationName, type DrawFirstPage } from '@formbuilder/contracts';
import { findArea } from '../areas';
import { loadsOptionally } from '../federation/error-plugin';
import { loadRemoteModule } from '../federation/remotes';

/** The area that can draw `path` first, if any. */
const firstPageArea = (path: string) => {
  const area = findArea(path);
  return area?.firstPages?.includes(path) ? area : undefined;
};

export type FirstPageModule = Promise<{ default: DrawFirstPage }>;

/**
 * The area's './FirstPage' for `path`, asked for at once by the entry (index.ts), so it downloads
 * while the session is checked and this module loads.
 */
export function loadFirstPage(path: string): FirstPageModule | undefined {
  const area = firstPageArea(path);
  if (!area) return undefined;
  // A release of the area from before first pages has none: the app starts as it did then.
  loadsOptionally(`${federationName(area.remote)}/FirstPage`);
  const module = loadRemoteModule<{ default: DrawFirstPage }>(area.remote, './FirstPage');
  // Not needed after all (signed out, or drawn too late): its failure is nobody's business.
  module.catch(() => undefined);
  return module;
}
