/**
 * Address lists from the configuration (TRUSTED_PROXIES, METRICS_ALLOW): single addresses, CIDR
 * ranges, or the names `loopback`, `linklocal`, `uniquelocal` as Fastify's trustProxy reads them.
 */
import { BlockList, isIP } from 'node:net';

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is `127.0.0.1`. */
function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

/** A predicate "is this peer address in the list"; an entry that is not an address throws. */
export function addressMatcher(
  entries: string[],
  variable: string,
): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = family(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (
      !type ||
      (bits !== undefined &&
        !(Number.isInteger(bits) && bits >= 0 && bits <= (type === 'ipv4' ? 32 : 128)))
    ) {
      throw new Error(`${variable}: "${entry}" is not an address or a CIDR range`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return (peer) => {
    if (!peer) return false;
    const address = unmapped(peer);
    const type = family(address);
    return type !== undefined && list.check(address, type);
  };
}
