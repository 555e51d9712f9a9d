import dns from 'node:dns';
import net from 'node:net';
import os from 'node:os';

/*
 * Whether Candid may call an address a customer gave it (webhook endpoints; docs/api-keys-and-
 * webhooks.md "Endpoint URLs"). Only globally reachable unicast addresses pass: every block of
 * the IANA special-purpose address registries for IPv4 and IPv6 that is not globally reachable
 * (private, loopback in every notation, link-local, shared, documentation, benchmarking, NAT64,
 * IPv4-mapped and -compatible, 6to4, Teredo, unique-local...), multicast and reserved space, and
 * the addresses of this host's own interfaces. Names are checked before resolution (no
 * localhost, no single-label or internal-only names, a trailing dot ignored) and every address a
 * name resolves to is checked again when the connection is made, so a name that changes its
 * answer after it was saved (DNS rebinding) reaches nothing inside.
 */

/** Why an address may not be called; 'public' when it may. */
export type AddressClass =
  | 'public'
  | 'invalid'
  | 'this-network'
  | 'private'
  | 'shared'
  | 'loopback'
  | 'link-local'
  | 'ietf-protocol'
  | 'documentation'
  | 'benchmarking'
  | 'reserved'
  | 'multicast'
  | 'broadcast'
  | 'ipv4-mapped'
  | 'ipv4-compatible'
  | 'nat64'
  | 'discard'
  | 'teredo'
  | '6to4'
  | 'unique-local'
  | 'site-local'
  | 'this-host';

/** [network, prefix length, class]: the IANA IPv4 special-purpose registry, plus multicast. */
const IPV4: ReadonlyArray<readonly [string, number, AddressClass]> = [
  ['0.0.0.0', 8, 'this-network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'ietf-protocol'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

/** The same for IPv6 (the IANA IPv6 special-purpose registry, multicast and deprecated blocks). */
const IPV6: ReadonlyArray<readonly [string, number, AddressClass]> = [
  ['::', 128, 'this-network'],
  ['::1', 128, 'loopback'],
  ['::ffff:0:0', 96, 'ipv4-mapped'],
  ['::', 96, 'ipv4-compatible'],
  ['64:ff9b::', 96, 'nat64'],
  ['64:ff9b:1::', 48, 'nat64'],
  ['100::', 64, 'discard'],
  ['2001::', 32, 'teredo'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['2001::', 23, 'ietf-protocol'],
  ['2002::', 16, '6to4'],
  ['5f00::', 16, 'reserved'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

/** The first matching block wins, so narrower blocks come before the wider ones they sit in. */
const blocks = (family: 'ipv4' | 'ipv6', table: ReadonlyArray<readonly [string, number, AddressClass]>) =>
  table.map(([network, bits, kind]) => {
    const list = new net.BlockList();
    list.addSubnet(network, bits, family);
    return { list, kind };
  });
const ipv4Blocks = blocks('ipv4', IPV4);
const ipv6Blocks = blocks('ipv6', IPV6);

/** This host's own interface addresses (a public address of the server is still the server). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) own.add(a.address.toLowerCase().replace(/%.*$/, ''));
  return own;
}

/** The class of an IP address (either family, with or without brackets); 'public' only for a globally reachable unicast address of another host. */
export function classifyAddress(raw: string): AddressClass {
  const address = raw.replace(/^\[|\]$/g, '').toLowerCase().replace(/%.*$/, '');
  const family = net.isIP(address);
  if (family === 0) return 'invalid';
  const table = family === 4 ? ipv4Blocks : ipv6Blocks;
  const kind = table.find((b) => b.list.check(address, family === 4 ? 'ipv4' : 'ipv6'))?.kind;
  if (kind) return kind;
  return ownAddresses().has(address) ? 'this-host' : 'public';
}

/** Names that only mean something inside a network, whatever they resolve to. */
const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'home.arpa', 'test', 'invalid', 'example'];

/**
 * Why a URL's host may not be called before any lookup: null when it may (a public-looking name,
 * or a public address). A trailing dot is ignored ('localhost.' is localhost).
 */
export function hostProblem(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (net.isIP(host)) {
    const kind = classifyAddress(host);
    return kind === 'public' ? null : `${hostname} is a ${kind} address`;
  }
  if (!host.includes('.')) return `${hostname} is not a public host name`;
  const labels = host.split('.');
  const suffix = INTERNAL_SUFFIXES.find((s) => host === s || host.endsWith(`.${s}`));
  if (suffix || labels.some((l) => l === '')) return `${hostname} is not a public host name`;
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: dns.LookupAllOptions, callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void) => void;

/**
 * A `lookup` for http(s) agents that resolves a name and refuses (error code EPRIVATE) when any
 * of its addresses is not public, at connection time. `resolve` is dns.lookup unless a test
 * stands in a resolver that answers what an attacker's name server would.
 */
export function publicOnlyLookup(resolve: Lookup = dns.lookup as unknown as Lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.map((a) => classifyAddress(a.address)).find((kind) => kind !== 'public');
      if (!addresses.length || refused) {
        return callback(Object.assign(new Error(`${hostname} resolves to a ${refused ?? 'missing'} address`), { code: 'EPRIVATE' }), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
