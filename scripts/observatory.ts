// `npm run observatory`: the Mozilla HTTP Observatory's own scanner (the engine behind
// developer.mozilla.org/observatory) against the built site, as tests/http/observatory.test.ts runs it:
// the embedded server (`npm start`) and nginx (`npm run serve`) over plain HTTP, and `npm run serve`
// over TLS with a self-signed certificate for 127.0.0.1 made here and trusted by the scanner. Prints
// each host's grade, score and the tests it failed; `-- --record` writes the Performance page's table.
// Exits 1 if the TLS host is not A+ or a plain host fails more than the two tests that need HTTPS.
import { rmSync } from 'node:fs';
import { hostPortOf, makeTestCertificate, type ObservatoryScan, observatoryScan, tlsTests } from '../tests/support/observatory.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { buildIfStale } from './build-stamp.ts';
import type { FigureRow } from '../src/docs/performance/figures-schema.ts';
import { recordFigures } from './record-figures.ts';
import { frontBundle, serverBundle } from './server-launch.ts';

buildIfStale('observatory');
const certificate = await makeTestCertificate();

interface Host {
  host: string;
  transport: 'http' | 'https';
  start(): Promise<ServerProcess>;
  /** The certificate the scanner trusts. */
  ca?: string;
}

const hosts: Host[] = [
  { host: 'npm start', transport: 'http', start: () => startServerProcess(serverBundle) },
  { host: 'npm run serve', transport: 'http', start: () => startServerProcess(frontBundle, { WORKERS: '1' }) },
  {
    host: 'npm run serve',
    transport: 'https',
    start: () => startServerProcess(frontBundle, { WORKERS: '1', TLS_CERT: certificate.certificate, TLS_KEY: certificate.key }),
    ca: certificate.certificate,
  },
];

const failed = (scan: ObservatoryScan) => Object.keys(scan.tests).filter((name) => !scan.tests[name]!.pass);

const rows: FigureRow[] = [];
let ok = true;
try {
  for (const { host, transport, start, ca } of hosts) {
    const server = await start();
    try {
      const scan = await observatoryScan(hostPortOf(server.url), ca);
      const failing = failed(scan);
      rows.push({ host, transport, grade: scan.grade, score: scan.score, passed: scan.testsPassed, tests: scan.testsQuantity, failed: failing.join(', ') || '–' });
      console.log(`${host} (${transport}): ${scan.grade}, ${scan.score}; ${scan.testsPassed}/${scan.testsQuantity} tests passed${failing.length ? `; failed: ${failing.join(', ')}` : ''}`);
      const expected = transport === 'https' ? [] : [...tlsTests];
      if (failing.sort().join() !== expected.sort().join() || (transport === 'https' && (scan.grade !== 'A+' || scan.score < 100))) ok = false;
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(certificate.dir, { recursive: true, force: true });
}
// The Performance page's Security table (its id, security, is the anchor the guide page links to).
recordFigures('security', 'observatory', rows);
process.exit(ok ? 0 : 1);
