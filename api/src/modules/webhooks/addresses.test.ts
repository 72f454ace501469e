// The webhook address rule on IPv6 forms that carry an IPv4 address or sit in ranges that are not
// global unicast (docs/integrations.md#addresses). Each expectation is written from the RFC that
// defines the range, not read back from the code.
import { isPublicAddress } from './addresses';

describe('isPublicAddress', () => {
  it.each([
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'the same as the URL parser writes it'],
    ['::a9fe:a9fe', 'IPv4-compatible 169.254.169.254 (cloud metadata)'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated private (RFC 6145)'],
    ['64:ff9b::a9fe:a9fe', 'well-known NAT64 prefix of 169.254.169.254 (RFC 6052)'],
    ['64:ff9b::7f00:1', 'well-known NAT64 prefix of 127.0.0.1'],
    ['64:ff9b:1::a9fe:a9fe', 'local-use NAT64 (RFC 8215)'],
    ['64:ff9b:1::808:808', 'local-use NAT64, even of a public IPv4 address'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of 169.254.169.254'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2001:0:7f00:1:0:f227:7c66:b87e', 'Teredo with a loopback server'],
    ['2001:0:808:808:0:0:80ff:fefe', 'Teredo with client 127.0.1.1 (stored inverted)'],
    ['fec0::1', 'site-local (deprecated, RFC 3879)'],
    ['feff::1', 'site-local, top of fec0::/10'],
    ['3fff::1', 'documentation (RFC 9637)'],
    ['2001:db8::1', 'documentation (RFC 3849)'],
    ['2001:10::1', 'ORCHID (deprecated)'],
    ['5f00::1', 'SRv6 SIDs (RFC 9602)'],
    ['100::1', 'discard-only (RFC 6666)'],
    ['4000::1', 'outside 2000::/3 (reserved by the IETF)'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'unique-local'],
    ['ff02::1', 'multicast'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['2001:4860:4860::8888', 'a global unicast address'],
    ['2606:4700:4700::1111', 'another one'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public address'],
    ['64:ff9b::808:808', 'well-known NAT64 prefix of 8.8.8.8'],
    ['2002:808:808::1', '6to4 of 8.8.8.8'],
    ['2001:0:808:808:0:0:f7f7:f7f7', 'Teredo with server 8.8.8.8 and client 8.8.8.8 (inverted)'],
    ['8.8.8.8', 'a public IPv4 address'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
