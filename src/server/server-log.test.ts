// The log's levels and line shape, written to a stream instead of stdout.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServerLog, type LogLevel } from './server-log.ts';

function logTo(level: LogLevel) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { log: createServerLog({ level, destination }), lines };
}

const requestLine = { method: 'GET', path: '/v2/provinces/34', status: 200, ms: 0.21, source: 'static' as const, requestId: 'r-1' };

describe('the server log', () => {
  it('writes a request as one JSON line with the fields of a request line, in order', async () => {
    const { log, lines } = logTo('info');
    log.request(requestLine);
    await log.flush();
    expect(lines).toHaveLength(1);
    const parsed = JSON.parse(lines[0]!);
    expect(Object.keys(parsed)).toEqual(['level', 'time', 'event', 'method', 'path', 'status', 'ms', 'source', 'requestId']);
    expect(parsed).toMatchObject({ level: 'info', event: 'request', ...requestLine });
  });

  it.each([
    { level: 'debug', written: 2 },
    { level: 'info', written: 2 },
    { level: 'warn', written: 0 },
    { level: 'error', written: 0 },
    { level: 'silent', written: 0 },
  ] as const)('at level $level writes $written of two info lines', async ({ level, written }) => {
    const { log, lines } = logTo(level);
    log.info({ event: 'listening', url: 'http://127.0.0.1:1' });
    log.request(requestLine);
    await log.flush();
    expect(lines).toHaveLength(written);
  });
});
