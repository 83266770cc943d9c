// nginx as `npm run serve` configures it, but with no query-layer worker up (its one upstream is a
// socket nobody listens on): what a client meets while every worker restarts. It answers queries and
// /health with its own 503 SERVICE_UNAVAILABLE and `Retry-After`, and files still from dist/.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { openStore } from '../../src/data/store.ts';
import { hasBrotliStatic, nginxConfig } from '../../src/server/nginx/nginx-config.ts';

export interface NginxWithoutWorker {
  url: string;
  stop(): Promise<void>;
}

export const nginxInstalled = (): boolean => spawnSync('nginx', ['-v']).error === undefined;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((done) =>
    connect(port, '127.0.0.1', function (this: Socket) {
      this.destroy();
      done(true);
    }).on('error', () => done(false)),
  );

export async function startNginxWithoutWorker(): Promise<NginxWithoutWorker> {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-no-worker-'));
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, kind));
  const port = await freePort();
  const config = nginxConfig(routeTable, openStore(), {
    listen: `127.0.0.1:${port}`,
    root: resolve('dist'),
    upstreams: [`unix:${join(prefix, 'no-worker.sock')}`],
    prefix,
    foreground: true,
    workerProcesses: 1,
    rateLimits: { perMinute: 0, perFiveMinutes: 0 },
    trustProxy: 0,
    accessLog: false,
    brotli: hasBrotliStatic(),
  });
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const nginx: ChildProcess = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: 'ignore' });
  const exited = new Promise((done) => nginx.once('exit', done));
  for (let tries = 0; tries < 100 && !(await accepts(port)); tries++) await new Promise((wait) => setTimeout(wait, 20));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
