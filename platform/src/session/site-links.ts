// Where CRIE SUA CONTA and FAZER UPGRADE lead: the server's configuration, read by the shell from
// /remotes.json at start-up. Unset (or not yet known) hides the buttons. One instance, here in the
// platform, so the plan card of every remote sees what the shell set (platform 1.1).
import { create } from 'zustand';
import type { SiteLinks } from '@formbuilder/contracts';

export const useSiteLinks = create<SiteLinks>()(() => ({ signUp: null, upgrade: null }));

/** Only http(s) addresses are followed; anything else counts as unset. */
const httpUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/[^/\s]/i.test(value) ? value : null;

export function setSiteLinks(links: Partial<SiteLinks> | null | undefined): void {
  useSiteLinks.setState({ signUp: httpUrl(links?.signUp), upgrade: httpUrl(links?.upgrade) });
}
