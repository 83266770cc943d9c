// nginx's request lines, onto the supervisor's stdout. nginx opens its log by path, and
// `/dev/stdout` cannot be opened when stdout is a socket (systemd's journal, Node's child pipes:
// "No such device or address"), so nginx writes to a named pipe and this process copies what it
// reads to stdout, complete lines only, so they never interleave with the other lines there.
import { spawnSync } from 'node:child_process';
import { closeSync, constants, createReadStream, openSync } from 'node:fs';

/** Makes the pipe at `path` and starts copying from it; resolves when nginx has closed it for good. */
export function pipeAccessLog(path: string): Promise<void> {
  const made = spawnSync('mkfifo', ['-m', '600', path], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`Could not make the access log pipe ${path}: ${made.stderr || made.error?.message}`);
  let partial = '';
  return new Promise((done, fail) => {
    createReadStream(path, { encoding: 'utf8' })
      .on('data', (chunk) => {
        const text = partial + String(chunk);
        const end = text.lastIndexOf('\n') + 1;
        partial = text.slice(end);
        if (end > 0) process.stdout.write(text.slice(0, end));
      })
      .on('end', () => done())
      .on('error', fail);
  });
}

/**
 * Ends the copy when nginx never opened the pipe (it exited at start): the reader's open waits for a
 * writer in libuv's thread pool, and Node's exit waited for that thread, so `process.exit` hung.
 * Opened and closed here as a writer (non-blocking: fails harmlessly when no reader waits), the
 * reader sees the end.
 */
export function releaseAccessLog(path: string): void {
  try {
    closeSync(openSync(path, constants.O_WRONLY | constants.O_NONBLOCK));
  } catch {
    // no reader waiting, or the pipe is gone
  }
}
