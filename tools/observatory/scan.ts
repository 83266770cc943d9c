// One scan by the Mozilla HTTP Observatory's own scanner (npm @mdn/mdn-http-observatory, the engine of
// developer.mozilla.org/observatory), printed as one JSON line:
//
//   node tools/observatory/scan.ts 127.0.0.1:PORT
//
// The scanner is this folder's only dependency (package.json here), installed with scripts off by
// tests/support/observatory.ts and .ci/run; it stays out of the project's own dependencies, so no
// install of the service (Vercel's, the image's) fetches it and the database drivers it brings.
// Run by tests/support/observatory.ts in a process of its own, because the scanner trusts a test's
// self-signed certificate only through NODE_EXTRA_CA_CERTS, which Node reads at start (the package's
// CLI wrapper would overwrite that variable with its own CA bundle: its library entry is called here).
// In 1.4.8 `scan` ignores its port options: it asks http:// and https:// of the one host:port given.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The package's install script downloads Chromium's HSTS preload list and the TLD list from the
// internet; it is installed with scripts off, so the preload list it reads is made here, empty: none
// of the scanned hosts is preloaded, and the empty list makes the HSTS and redirection tests judge
// the headers and redirects themselves.
const packageDir = join(dirname(fileURLToPath(import.meta.resolve('@mdn/mdn-http-observatory'))), '..');
const preloadList = join(packageDir, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const { scan } = await import('@mdn/mdn-http-observatory');
const target = process.argv[2];
if (!target) throw new Error('usage: node tools/observatory/scan.ts HOST:PORT');
const { scan: summary, tests } = await scan(target);
console.log(
  JSON.stringify({
    grade: summary.grade,
    score: summary.score,
    testsPassed: summary.testsPassed,
    testsQuantity: summary.testsQuantity,
    tests: Object.fromEntries(Object.entries(tests).map(([name, test]) => [name, { pass: test.pass, result: test.result, scoreModifier: test.scoreModifier }])),
  }),
);
