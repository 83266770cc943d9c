// How the server processes learn that they must stop: SIGTERM (containers, systemd, `kill`) or SIGINT
// (Ctrl-C), however it reaches them. A supervisor that signals the whole process group (systemd's
// default KillMode) sends the same signal to the process and to its parent wrapper, which passes it on:
// the second one must not end the drain the first began, so only the first counts (with `once`, the
// second took Node's default action and killed the process mid-drain).
//
// A process can also lose its parent without any signal: `npm start` and `npm run serve` run their
// script under `sh -c`, and npm, on SIGTERM, kills that shell and exits at once, so the script was
// re-parented and kept running (issue 32). A process told whose child it is stops when that parent is gone.

/** The drain bound when SHUTDOWN_TIMEOUT_MS is not set. */
export const defaultShutdownMs = 10_000;

/** How often a process that watches its parent checks it. */
const parentCheckMs = 200;

export type StopReason = NodeJS.Signals | 'parent-exited';

/** Calls `stop` once: on the first SIGTERM or SIGINT, or when `parentPid` is no longer this process's parent. */
export function onStop(stop: (reason: StopReason) => void, parentPid?: number): void {
  let stopping = false;
  const once = (reason: StopReason) => {
    if (stopping) return;
    stopping = true;
    clearInterval(watch);
    stop(reason);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => once(signal));
  const watch = setInterval(() => {
    if (parentPid !== undefined && process.ppid !== parentPid) once('parent-exited');
  }, parentCheckMs);
  watch.unref();
  if (parentPid === undefined) clearInterval(watch);
}
