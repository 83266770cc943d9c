// `npm run serve` with TLS_CERT and TLS_KEY (issue 45), with a self-signed certificate for 127.0.0.1
// made here: nginx speaks TLS (HTTP/2 where its build has the module, as Debian's has) on PORT, every
// answer it sends over TLS carries HSTS (files, pages, the query layer's answers, its own errors, 304s),
// plain HTTP on the TLS port and on HTTP_REDIRECT_PORT is redirected to the HTTPS URL (without HSTS,
// which RFC 6797 §7.2 forbids over plain HTTP), the image's HEALTHCHECK passes over both, and bad
// settings stop the start with a message naming the variable.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontBundle } from '../../scripts/server-launch.ts';
import { getFrom } from '../support/raw-http.ts';
import { makeTestCertificate, type TestCertificate } from '../support/observatory.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { targets } from '../support/targets.ts';

const run = promisify(execFile);
const nginx = targets.find((target) => target.name === 'nginx')!;
const hsts = 'max-age=31536000';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET over HTTPS (HTTP/1.1), trusting the test's certificate. */
function getTls(url: string, ca: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpsRequest(url, { ca, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** The image's HEALTHCHECK command (Dockerfile), as the runtime runs it. */
function healthCheckCommand(file: string): string[] {
  const command = /HEALTHCHECK[^\n]*\\\n\s*CMD (\[.*\])/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!command) throw new Error(`no HEALTHCHECK in ${file}`);
  return JSON.parse(command) as string[];
}

describe.skipIf(Boolean(nginx.skip))('npm run serve with TLS', () => {
  let certificate: TestCertificate;
  let ca: string;
  let server: ServerProcess;
  let url: string;
  let redirect: string;
  beforeAll(async () => {
    certificate = await makeTestCertificate();
    ca = readFileSync(certificate.certificate, 'utf8');
    server = await startServerProcess(frontBundle, { WORKERS: '1', TLS_CERT: certificate.certificate, TLS_KEY: certificate.key, HTTP_REDIRECT_PORT: '0' });
    url = server.url;
    const listening = server.output.map((line) => JSON.parse(line) as { event?: string; redirect?: string; http2?: boolean }).find((line) => line.event === 'listening')!;
    expect(listening.http2).toBe(true);
    redirect = listening.redirect!;
  });
  afterAll(async () => {
    await server?.stop();
    if (certificate) rmSync(certificate.dir, { recursive: true, force: true });
  });

  it('listens with TLS on PORT and says so', () => {
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(redirect).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each([
    ['a page', '/en/', 200, "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"],
    ['a record file', '/v2/provinces/34', 200, "default-src 'none'; frame-ancestors 'none'"],
    ['a query', '/v2/provinces?limit=1&sort=name', 200, "default-src 'none'; frame-ancestors 'none'"],
    ['a dataset', '/v2/datasets/provinces.csv', 200, "default-src 'none'; frame-ancestors 'none'"],
    ['the health check', '/health', 200, "default-src 'none'; frame-ancestors 'none'"],
    ['the JSON 404', '/v2/nope', 404, "default-src 'none'; frame-ancestors 'none'"],
    ['nginx’s own 414', `/v2/provinces?search=${'a'.repeat(20_000)}`, 414, "default-src 'none'; frame-ancestors 'none'"],
  ])('sends HSTS with %s (%s → %i)', async (_, path, status, policy) => {
    const answer = await getTls(url + path, ca);
    expect(answer.status).toBe(status);
    expect(answer.headers['strict-transport-security']).toBe(hsts);
    expect(answer.headers['content-security-policy']).toBe(policy);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    if (status !== 200) return;
    const revalidated = await getTls(url + path, ca, { 'If-None-Match': String(answer.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['strict-transport-security']).toBe(hsts);
  });

  it('speaks HTTP/2 when the client offers it (ALPN)', async () => {
    const session = connect(url, { ca });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const stream = session.request({ ':path': '/v2/provinces/34' });
        stream.on('response', (received) => resolve(received)).on('error', reject);
        stream.resume();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(headers[':status']).toBe(200);
      expect(headers['strict-transport-security']).toBe(hsts);
    } finally {
      session.close();
    }
  });

  it.each([
    ['the TLS port', () => url.replace('https:', 'http:')],
    ['HTTP_REDIRECT_PORT', () => redirect],
  ])('redirects plain HTTP on %s to the HTTPS URL, path and query kept, without HSTS', async (_, plain) => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const answer = await getFrom(plain(), '/en/guide/?a=1&b=%C4%B0', '127.0.0.1', {}, method);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`${url}/en/guide/?a=1&b=%C4%B0`);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('passes the image’s HEALTHCHECK over HTTPS, as over plain HTTP without TLS', async () => {
    const [command, ...args] = healthCheckCommand('Dockerfile');
    expect(command).toBe('node');
    // deploy/compose.yaml repeats it.
    expect(readFileSync('deploy/compose.yaml', 'utf8')).toContain(`test: ${JSON.stringify(['CMD', command, ...args]).replaceAll('","', '", "')}`);
    const port = (address: string) => new URL(address).port;
    await expect(run(process.execPath, args, { env: { ...process.env, PORT: port(url), TLS_CERT: certificate.certificate } })).resolves.toBeDefined();
    // The plain local server, as the image runs without TLS_CERT.
    const plain = await startServerProcess('.server/main.mjs');
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: port(plain.url) };
      delete env.TLS_CERT;
      await expect(run(process.execPath, args, { env })).resolves.toBeDefined();
      // And it fails where nothing answers.
      await plain.stop();
      await expect(run(process.execPath, args, { env })).rejects.toThrow();
    } finally {
      await plain.stop();
    }
  });
});

describe.skipIf(Boolean(nginx.skip))('npm run serve refuses bad TLS settings, naming the variable', () => {
  let certificate: TestCertificate;
  let other: TestCertificate;
  beforeAll(async () => {
    [certificate, other] = await Promise.all([makeTestCertificate(), makeTestCertificate()]);
    writeFileSync(join(certificate.dir, 'not-pem.txt'), 'not a certificate\n');
    // The same key, encrypted: nginx would wait for its passphrase.
    await run('openssl', ['pkey', '-in', certificate.key, '-aes256', '-passout', 'pass:secret', '-out', join(certificate.dir, 'encrypted.pem')]);
  });
  afterAll(() => {
    for (const made of [certificate, other]) if (made) rmSync(made.dir, { recursive: true, force: true });
  });

  const cases: Array<[string, () => Record<string, string>, RegExp]> = [
    ['a certificate without its key', () => ({ TLS_CERT: certificate.certificate }), /TLS_KEY: TLS_CERT and TLS_KEY go together/],
    ['a key without its certificate', () => ({ TLS_KEY: certificate.key }), /TLS_CERT: TLS_CERT and TLS_KEY go together/],
    ['a certificate file that is not there', () => ({ TLS_CERT: join(certificate.dir, 'missing.pem'), TLS_KEY: certificate.key }), /TLS_CERT: cannot read .*missing\.pem \(ENOENT\)/],
    ['a certificate that is not PEM', () => ({ TLS_CERT: join(certificate.dir, 'not-pem.txt'), TLS_KEY: certificate.key }), /TLS_CERT: .*not-pem\.txt is not a PEM certificate/],
    ['a key that is not PEM', () => ({ TLS_CERT: certificate.certificate, TLS_KEY: join(certificate.dir, 'not-pem.txt') }), /TLS_KEY: .*not-pem\.txt is not an unencrypted PEM private key/],
    ['an encrypted key', () => ({ TLS_CERT: certificate.certificate, TLS_KEY: join(certificate.dir, 'encrypted.pem') }), /TLS_KEY: .*encrypted\.pem is not an unencrypted PEM private key/],
    ['another certificate’s key', () => ({ TLS_CERT: certificate.certificate, TLS_KEY: other.key }), /TLS_KEY: .* is not the private key of the certificate in TLS_CERT/],
    ['a redirect port without TLS', () => ({ HTTP_REDIRECT_PORT: '8080' }), /HTTP_REDIRECT_PORT: it names where HTTPS is, which needs TLS_CERT and TLS_KEY/],
    ['the redirect port on PORT', () => ({ PORT: '8443', TLS_CERT: certificate.certificate, TLS_KEY: certificate.key, HTTP_REDIRECT_PORT: '8443' }), /HTTP_REDIRECT_PORT: 8443 is PORT/],
    ['a redirect port that is no port', () => ({ TLS_CERT: certificate.certificate, TLS_KEY: certificate.key, HTTP_REDIRECT_PORT: 'eighty' }), /HTTP_REDIRECT_PORT: HTTP_REDIRECT_PORT must be a port number/],
  ];

  it.each(cases)('%s', async (_, env, message) => {
    const started = startServerProcess(frontBundle, { WORKERS: '1', ...env() });
    await expect(started).rejects.toThrow(/exited \(1\) before listening: Could not start: /);
    await expect(started).rejects.toThrow(message);
  });
});
