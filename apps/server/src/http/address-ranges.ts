import { BlockList, isIP } from 'node:net';

/** Addresses allowed to read /metrics without signing in (METRICS_ALLOW). */
export type AddressRange = { address: string; prefix: number };

/** `10.0.0.0/8`, `::1/128` or a single address; null when it is neither. */
export function parseAddressRange(text: string): AddressRange | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  const bits = family === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { address, prefix: Number(prefixText) };
}

/** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6 as sockets report it) is in one of the ranges. */
export function addressAllowed(ranges: AddressRange[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const type = isIP(range.address) === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(range.address, range.prefix, type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    const plain = mapped ? mapped[1]! : address;
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
