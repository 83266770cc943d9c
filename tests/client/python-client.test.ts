// The Python client (clients/python) as its users get it: pyright --strict finds nothing in the package
// and its tests; its own unittest suite passes against the servers this run starts (the shared one, one
// with a small rate limit, nginx with no worker up); and in a fresh virtual environment `pip install
// ./clients/python` installs it, and the README's example prints what the data says.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NginxWithoutWorker, nginxInstalled, startNginxWithoutWorker } from '../support/nginx-without-worker.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { localServer } from '../support/targets.ts';

const packageDir = 'clients/python';
const debianPython = '/usr/bin/python3';
const debianWheels = '/usr/share/python-wheels';
const scratch = mkdtempSync(join(tmpdir(), 'turkiye-python-'));

describe('the Python client', () => {
  const baseUrl = localServer();
  let limited: ServerProcess;
  let noWorker: NginxWithoutWorker | undefined;
  beforeAll(async () => {
    limited = await startServerProcess('.server/main.mjs', { RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_5_MINUTES: '1000' });
    // CI installs nginx (.ci/run); elsewhere the 503 tests say they were skipped, and why.
    if (nginxInstalled() || process.env.CI) noWorker = await startNginxWithoutWorker();
  });
  afterAll(async () => {
    await Promise.all([limited.stop(), noWorker?.stop()]);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('passes pyright --strict, on the package and its tests, for Python 3.9', () => {
    const settings = readFileSync(join(packageDir, 'pyproject.toml'), 'utf8');
    expect(settings).toContain('typeCheckingMode = "strict"');
    expect(settings).toContain('pythonVersion = "3.9"');
    const checked = spawnSync(resolve('node_modules/.bin/pyright'), ['-p', packageDir, '--outputjson'], { encoding: 'utf8' });
    const report = JSON.parse(checked.stdout) as { summary: { filesAnalyzed: number; errorCount: number; warningCount: number }; generalDiagnostics: unknown[] };
    expect(report.generalDiagnostics).toEqual([]);
    expect(report.summary).toMatchObject({ errorCount: 0, warningCount: 0 });
    expect(report.summary.filesAnalyzed).toBeGreaterThanOrEqual(18);
    expect(checked.status).toBe(0);
  }, 120_000);

  it('reports each mistake of the bad program on its own line and nowhere else', () => {
    const program = join(packageDir, 'type_checks', 'bad_usage.py');
    const checked = spawnSync(resolve('node_modules/.bin/pyright'), ['-p', packageDir, '--outputjson', program], { encoding: 'utf8' });
    const report = JSON.parse(checked.stdout) as { generalDiagnostics: Array<{ file: string; severity: string; range: { start: { line: number } } }> };
    const expected = readFileSync(program, 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.includes('# error:') ? [i + 1] : []));
    const reported = [...new Set(report.generalDiagnostics.filter((d) => d.severity === 'error').map((d) => d.range.start.line + 1))];
    expect(expected).toHaveLength(11);
    expect(reported).toEqual(expected);
  }, 120_000);

  it('passes its unittest suite against the service, every error path included', () => {
    const run = spawnSync('python3', ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.'], {
      cwd: packageDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        PYTHONPATH: 'src',
        TURKIYE_API_URL: baseUrl(),
        TURKIYE_RATE_LIMITED_URL: limited.url,
        ...(noWorker ? { TURKIYE_NO_WORKER_URL: noWorker.url } : {}),
      },
    });
    // unittest reports on stderr: dots, then "Ran N tests in …" and "OK" (with what it skipped).
    expect(run.stderr).toMatch(/^Ran (\d+) tests in /m);
    expect(run.status, run.stderr).toBe(0);
    expect(Number(/^Ran (\d+) tests/m.exec(run.stderr)![1])).toBe(42);
    expect(run.stderr.trimEnd().split('\n').at(-1)).toBe(noWorker ? 'OK' : 'OK (skipped=3)');
  }, 180_000);

  it('installs into a fresh virtual environment, and its README example runs as written', () => {
    const venv = join(scratch, 'venv');
    // Debian's Python, whose venv and wheels (setuptools is patched for it) are Debian's packages.
    const created = spawnSync(debianPython, ['-m', 'venv', venv], { encoding: 'utf8' });
    expect(created.status, created.stderr).toBe(0);
    const python = join(venv, 'bin', 'python');
    // This machine reaches no Python package index, so the one index is Debian's folder of wheels
    // (python3-setuptools-whl, python3-wheel-whl; .ci/run installs them): pip builds in isolation as
    // anywhere, the build backend comes from there, and nothing else can come. With an index, it is
    // plain `pip install ./clients/python`.
    // From a copy: pip builds in the source folder, and the build leaves files there (build/, *.egg-info).
    const copy = join(scratch, 'package');
    cpSync(packageDir, copy, { recursive: true, filter: (source) => !/(?:^|\/)(?:build|__pycache__|[^/]+\.egg-info)$/.test(source) });
    const installed = spawnSync(python, ['-m', 'pip', 'install', '--no-index', '--find-links', debianWheels, '--disable-pip-version-check', copy], {
      encoding: 'utf8',
      cwd: scratch,
    });
    expect(installed.status, installed.stderr).toBe(0);
    expect(installed.stdout).toContain('Successfully installed turkiye-divisions-0.1.0');
    const listed = spawnSync(python, ['-m', 'pip', 'list', '--format=freeze', '--disable-pip-version-check'], { encoding: 'utf8' });
    // Nothing came with it: the venv holds what `python3 -m venv` put there, and the client.
    expect(listed.stdout.split('\n').filter((line) => line && !/^(pip|setuptools)==/.test(line))).toEqual(['turkiye-divisions==0.1.0']);
    const shipped = spawnSync(python, ['-c', 'import importlib.resources as r, turkiye_divisions as t; print(t.__version__, r.files(t).joinpath("py.typed").is_file(), t.__file__)'], {
      encoding: 'utf8',
      cwd: scratch,
    });
    expect(shipped.stdout.trim()).toMatch(new RegExp(`^0\\.1\\.0 True ${venv}/lib/python3\\.\\d+/site-packages/turkiye_divisions/__init__\\.py$`));

    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
    const example = /```python\n([\s\S]*?)```/.exec(readme)![1]!;
    expect(example).toContain('http://127.0.0.1:4321');
    writeFileSync(join(scratch, 'example.py'), example.replaceAll('http://127.0.0.1:4321', baseUrl()));
    const ran = spawnSync(python, ['example.py'], { encoding: 'utf8', cwd: scratch });
    expect(ran.stderr).toBe('');
    expect(ran.stdout.split('\n')).toEqual([
      'İstanbul 15754053',
      '39 districts, from Adalar to Zeytinburnu',
      'Caferağa, Kadıköy, İstanbul 34710',
      'Kadıköy/İstanbul',
      'PROVINCE_NOT_FOUND Province not found.',
      '',
    ]);
  }, 180_000);
});
