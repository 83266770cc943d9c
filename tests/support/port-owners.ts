// Which processes hold a listening TCP socket on a port, read from /proc as `ss -ltnp` does: the
// socket's inode from /proc/net/tcp and tcp6 (state 0A is LISTEN), then every process whose open
// files include `socket:[inode]`. Linux only, as is `npm run serve`'s fault matrix that asks.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const listenState = '0A';

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue; // no IPv6 here
    }
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const localPort = Number.parseInt(fields[1]!.split(':').at(-1)!, 16);
      if (localPort === port && fields[3] === listenState) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** The pids holding a listening socket on `port` (any address). */
export function portOwners(port: number): number[] {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return [];
  const owners: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(name)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${name}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${name}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[([0-9]+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        owners.push(Number(name));
        break;
      }
    }
  }
  return owners;
}
