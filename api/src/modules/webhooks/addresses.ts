// The SSRF rule of webhooks (docs/integrations.md#addresses): a delivery may only connect to a public
// unicast address. Loopback, private, link-local (cloud metadata), unique-local, CGNAT, multicast,
// unspecified, reserved and IPv4-mapped IPv6 addresses are refused, unless the operator allows them
// (WEBHOOK_ALLOW_PRIVATE). The check runs on the address actually connected to (a `lookup` handed to
// the socket), so a name that resolves differently at delivery time (DNS rebinding) is still caught.
import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { webhookMessages } from '@formbuilder/contracts';

/** A connection refused by the rule above; its message is the pt-BR one the screens show. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  readonly code = 'EWEBHOOKBLOCKED';
  constructor() {
    super(webhookMessages.privateAddress);
  }
}

/** True for a global unicast address (ipaddr.js names every special-purpose range otherwise). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

/** The URL's host without IPv6 brackets; an IP literal is never looked up by the socket. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request: resolves like dns.lookup, then keeps only the addresses the rule
 * allows; none left fails the connection with BlockedAddressError.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const allowed = allowPrivate ? addresses : addresses.filter((entry) => isPublicAddress(entry.address));
      if (allowed.length === 0) {
        callback(new BlockedAddressError(), '', 0);
        return;
      }
      if (options.all) callback(null, allowed);
      else callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/**
 * The check made when an endpoint is saved, so a person hears at once that an address can never
 * receive: an IP literal is judged as is, a name by every address it resolves to now. Resolves with
 * a pt-BR message when refused, undefined when fine.
 */
export async function refusedAddress(rawUrl: string, allowPrivate: boolean): Promise<string | undefined> {
  if (allowPrivate) return undefined;
  const host = hostOf(new URL(rawUrl));
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? undefined : webhookMessages.privateAddress;
  let addresses: LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    return webhookMessages.unresolvable;
  }
  if (addresses.length === 0) return webhookMessages.unresolvable;
  return addresses.every((entry) => isPublicAddress(entry.address)) ? undefined : webhookMessages.privateAddress;
}
