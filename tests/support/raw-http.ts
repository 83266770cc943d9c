// HTTP requests fetch cannot make: from a chosen loopback source address (to be another client), and
// with a raw request target (broken percent-encoding, control characters) written byte for byte.
import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET (or `method`) from `localAddress` (e.g. 127.0.0.2: Linux routes all of 127.0.0.0/8 to loopback). */
export function getFrom(baseUrl: string, path: string, localAddress: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(baseUrl + path, { method, localAddress, headers: { Connection: 'close', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    })
      .on('error', reject)
      .end(body);
  });
}

/** Writes `GET <target> HTTP/1.1` exactly as given and reads the whole answer. */
export function rawGet(baseUrl: string, target: string | Buffer, method = 'GET', extraHeaders = ''): Promise<RawAnswer> {
  const request = Buffer.concat([
    Buffer.from(`${method} `),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'latin1'),
    Buffer.from(` HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`, 'latin1'),
  ]);
  return rawExchange(baseUrl, request);
}

/**
 * Writes `request` byte for byte and reads the answer until the server closes. A server may answer
 * and close before it has read everything (an oversized request): the answer still counts, and the
 * rest of the write failing does not.
 */
function rawExchange(baseUrl: string, request: Buffer): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request, () => undefined));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${request.subarray(0, 80).toString('latin1')}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      if (chunks.length === 0) return reject(new Error('the server closed the connection without an answer'));
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
