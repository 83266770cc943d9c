// Who a request counts against. An IPv4 address is one client; an IPv6 client usually holds a whole
// /64 (and can rotate through it at will), so the /64 is the client. IPv4-mapped IPv6 addresses
// (`::ffff:1.2.3.4`, as Node reports IPv4 peers on dual-stack sockets) are their IPv4 address.
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const groups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const full = address.includes('::') ? [...groups, ...Array(8 - groups.length - tailGroups.length).fill('0'), ...tailGroups] : groups;
  return `${full.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
