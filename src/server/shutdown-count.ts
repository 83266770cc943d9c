// How `npm run serve` knows how many requests its stop cut. In a graceful shutdown (SIGQUIT) nginx
// closes idle keep-alive connections at once and exits when the last request has been answered, so
// an nginx still running at the drain bound still has clients on it: those are the requests the stop
// cuts (with SIGTERM, which closes them at once). They are counted from /proc: the TCP connections in
// state ESTABLISHED that nginx's worker processes hold. nginx does not log a request that its
// worker_shutdown_timeout closes, so its access log cannot count them. Where there is no /proc (not
// Linux), at least one was cut, which is all the supervisor can know.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const established = '01';

/** The pids whose parent is `parent`. */
function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^[0-9]+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[([0-9]+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

/** Client connections nginx (master `nginxPid`) still holds open; at least 1 when /proc cannot say. */
export function openNginxConnections(nginxPid: number): number {
  try {
    const inodes = new Set(childrenOf(nginxPid).flatMap((pid) => [...socketInodes(pid)]));
    let open = 0;
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text = '';
      try {
        text = readFileSync(table, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
        if (fields[3] === established && inodes.has(fields[9]!)) open++;
      }
    }
    return Math.max(1, open);
  } catch {
    return 1;
  }
}
