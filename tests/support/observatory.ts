// The Mozilla HTTP Observatory's scanner against our own hosts (issue 45), for the tests and for
// `npm run observatory`: a scan in a process of its own (tools/observatory/scan.ts), and what a scan
// of `npm run serve` over TLS needs, a self-signed certificate for the loopback address made with
// Debian's openssl, trusted by the scanner through NODE_EXTRA_CA_CERTS.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The scanner's own folder: its pinned version and lockfile, installed apart from the project's. */
export const scannerDir = 'tools/observatory';

/**
 * Installs the scanner (tools/observatory's lockfile) when it is not there yet: with its install
 * scripts off, which would download a CA bundle and lists from the internet (scan.ts makes the one
 * file it needs). `.ci/run` installs it first, so this is for a developer's first `npm test`.
 */
export async function ensureScanner(): Promise<void> {
  if (existsSync(join(scannerDir, 'node_modules', '@mdn', 'mdn-http-observatory', 'package.json'))) return;
  await run('npm', ['ci', '--prefix', scannerDir, '--ignore-scripts', '--no-audit', '--no-fund'], { timeout: 300_000 });
}

export interface ObservatoryTest {
  pass: boolean;
  /** The scanner's verdict, e.g. `csp-implemented-with-no-unsafe`. */
  result: string;
  scoreModifier: number;
}

export interface ObservatoryScan {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: Record<string, ObservatoryTest>;
}

/** The two tests that need HTTPS: a plain-HTTP host fails them, and only them. */
export const tlsTests = ['redirection', 'strict-transport-security'] as const;

/** Scans `host:port` (the scanner asks http:// and https:// of it); `ca` is a certificate the scanner is to trust. */
export async function observatoryScan(hostPort: string, ca?: string): Promise<ObservatoryScan> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  if (ca) env.NODE_EXTRA_CA_CERTS = ca;
  await ensureScanner();
  const { stdout } = await run(process.execPath, [join(scannerDir, 'scan.ts'), hostPort], { env, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ObservatoryScan;
}

export interface TestCertificate {
  dir: string;
  certificate: string;
  key: string;
}

/**
 * A self-signed certificate for 127.0.0.1 (in its subject alternative names, where a client looks for
 * an IP address: RFC 6125 §6.2.1) and its unencrypted key, valid for two days.
 */
export async function makeTestCertificate(): Promise<TestCertificate> {
  const dir = mkdtempSync(join(tmpdir(), 'turkiye-tls-'));
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  await run('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', key, '-out', certificate,
  ]);
  return { dir, certificate, key };
}

/** `http://127.0.0.1:PORT` or `https://…` → `127.0.0.1:PORT`, as the scanner takes it. */
export const hostPortOf = (url: string): string => new URL(url).host;
