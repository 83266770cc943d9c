// The log's levels and line shape, written to a stream instead of stdout.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createServerLog, type LogLevel, pinoOptions } from './server-log.ts';

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
    // ISO 8601 in UTC to the millisecond, and now (the formatted time is reused within a millisecond).
    expect(parsed.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(parsed.time) - Date.now())).toBeLessThan(5_000);
  });

  // The request line is made without pino's general path (server-log.ts says why); it must read
  // exactly as pino's own line for the same fields, escapes included.
  it.each([
    requestLine,
    { method: 'GET', path: '/v2/search?q="kadıköy"\\x', status: 400, ms: 12.5, source: 'query' as const, requestId: 'f3b2c1d0-1234-4abc-8def-0123456789ab' },
    { method: 'HEAD', path: '/tr/iller/%C4%B0stanbul/', status: 304, ms: 0, source: 'static' as const, requestId: '' },
  ])('writes the request line pino would write: $path', async (line) => {
    const { log, lines } = logTo('info');
    log.request(line);
    await log.flush();
    const written: string[] = [];
    const time = () => `,"time":"${new Date().toISOString()}"`;
    const reference = pino(pinoOptions('info', time), { write: (text: string) => void written.push(text) });
    reference.info({ event: 'request', ...line });
    const withoutTime = (text: string) => Object.entries(JSON.parse(text)).filter(([key]) => key !== 'time');
    expect(Object.keys(JSON.parse(lines[0]!))).toEqual(Object.keys(JSON.parse(written[0]!)));
    expect(withoutTime(lines[0]!)).toEqual(withoutTime(written[0]!));
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
