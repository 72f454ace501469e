// The SSRF rule of webhooks (docs/integrations.md#addresses): a delivery may only connect to a public
// unicast address. Loopback, private, link-local (cloud metadata), unique-local, CGNAT, multicast,
// unspecified, deprecated and reserved addresses are refused, and an IPv6 address embedding an IPv4
// one (mapped, compatible, NAT64, 6to4, Teredo) is judged by that IPv4 address, unless the operator allows them
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

/** ipaddr.js names these IPv6 ranges "unicast", though none is a global unicast address. */
const NOT_GLOBAL_V6 = [
  // Only 2000::/3 is handed out for global unicast (RFC 4291); the rest of the space is reserved.
  // Outside it sit among others the deprecated site-local fec0::/10 (RFC 3879) and the
  // IPv4-compatible ::/96 (deprecated by RFC 4291; judged by its IPv4 address below).
  'documentation 3fff::/20', // RFC 9637
  'SRv6 SIDs 5f00::/16', // RFC 9602
].map((entry) => ipaddr.parseCIDR(entry.split(' ').pop()!));
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** RFC 8215: NAT64 prefixes for one network's own use, never reachable from the Internet. */
const LOCAL_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48');
/** ::/96 minus :: and ::1, which ipaddr.js names unspecified and loopback. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 addresses an IPv6 address reaches through a translation or tunnel form, judged in its
 * place: the last 32 bits for IPv4-mapped (RFC 4291), IPv4-translated (RFC 6145), IPv4-compatible
 * and the well-known NAT64 prefix (RFC 6052); bits 16 to 47 for 6to4 (RFC 3056); the server and the
 * (inverted) client address for Teredo (RFC 4380). Undefined for an address that embeds none.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  const parts = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [ipv4Of(parts[6]!, parts[7]!)];
    case '6to4':
      return [ipv4Of(parts[1]!, parts[2]!)];
    case 'teredo':
      return [ipv4Of(parts[2]!, parts[3]!), ipv4Of(~parts[6]! & 0xffff, ~parts[7]! & 0xffff)];
    case 'unicast':
      return address.match(IPV4_COMPATIBLE) ? [ipv4Of(parts[6]!, parts[7]!)] : undefined;
    default:
      return undefined;
  }
}

/**
 * True for a global unicast address. IPv4: what ipaddr.js names "unicast" (it names every
 * special-purpose range otherwise). IPv6: an address embedding IPv4 addresses is judged by them;
 * any other must be "unicast" to ipaddr.js and inside 2000::/3, and not in a range reserved since.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.match(LOCAL_NAT64)) return false;
  const embedded = embeddedIpv4(v6);
  if (embedded) return embedded.every((ipv4) => ipv4.range() === 'unicast');
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6) && !NOT_GLOBAL_V6.some((range) => v6.match(range));
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
