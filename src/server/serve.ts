// `npm run serve` (the bundle .server/serve.mjs): the service for more traffic than one process
// takes. nginx serves every prebuilt file and applies the rate limits; WORKERS query-layer processes
// (default: one per core) answer the rest behind it. One command starts them all, restarts a worker
// that dies, and on SIGTERM or SIGINT drains: nginx finishes the requests in flight and stops
// (SIGQUIT, its graceful shutdown; at SHUTDOWN_TIMEOUT_MS what is left is counted (shutdown-count.ts)
// and cut (SIGTERM)), then the workers stop, the run folder is removed, and the process exits 0, or 1
// when a request was cut. nginx and the workers run in process groups
// of their own: a signal to this process's group (systemd, a terminal's Ctrl-C) reaches this process
// alone, which stops them in order (nginx given SIGTERM with the rest cut its downloads, and workers
// stopped under nginx made it answer 500). Should nginx not exit within the bound and a grace, it and
// the workers are killed: no path leaves a process behind. Killed itself, this process takes nginx
// with it (nginx-tether.ts); when nginx's master dies, its whole group is killed and this process
// exits 1; a worker that dies is started again (workers.ts). The fault matrix
// (tests/http/serve-faults.test.ts) kills each in turn. With TLS_CERT and TLS_KEY, checked before
// anything starts (tls-settings.ts), nginx speaks HTTPS on PORT (nginx/nginx-tls.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { routeTable } from '../core/routing/route-table.ts';
import { openStore } from '../data/store.ts';
import { readServerConfig } from './config.ts';
import { defaultWorkerCount } from './cpu-limit.ts';
import { hasBrotliStatic, nginxConfig } from './nginx/nginx-config.ts';
import { createServerLog } from './server-log.ts';
import { startWorkers } from './workers.ts';
import { serverNodeArgs } from './node-args.ts';
import { pipeAccessLog, releaseAccessLog } from './access-log-pipe.ts';
import { onStop } from './stop-signals.ts';
import { openNginxConnections } from './shutdown-count.ts';
import { groupKill, missingSetprivWarning, parentDeathWrapper, type Reaper, startReaper } from './nginx-tether.ts';
import { http2SyntaxOf, type NginxTls } from './nginx/nginx-tls.ts';
import { readTlsSettings, type TlsSettings } from './tls-settings.ts';

const serveEnvironment = z.object({
  WORKERS: z
    .string()
    .regex(/^[1-9][0-9]?$/, { error: 'WORKERS must be the number of query-layer processes, from 1 to 99.' })
    .transform(Number)
    // The container's CPU limit when it has one (cgroup v2 cpu.max), else the cores.
    .default(defaultWorkerCount()),
  NGINX: z.string().min(1).default('nginx'),
  // nginx's connection limits (src/server/nginx/nginx-limits.ts has the defaults and why).
  NGINX_WORKER_CONNECTIONS: z
    .string()
    .regex(/^[1-9][0-9]{1,5}$/, { error: 'NGINX_WORKER_CONNECTIONS must be a number of connections from 10 to 999999.' })
    .transform(Number)
    .optional(),
  CONNECTIONS_PER_CLIENT: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, { error: 'CONNECTIONS_PER_CLIENT must be a number of requests from 1 to 999999.' })
    .transform(Number)
    .optional(),
  // nginx's realip reads one proxy's entry (the right-most X-Forwarded-For address); a chain of
  // proxies needs their addresses (set_real_ip_from), which a hop count cannot give.
  TRUST_PROXY: z.enum(['0', 'false', '1'], { error: 'TRUST_PROXY must be 0 (or false) or 1 with npm run serve: nginx trusts one proxy in front of it.' }).optional(),
});

/** A free loopback port for nginx when PORT=0 (nginx cannot report a port it picked). */
function freePort(host: string): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

function accepting(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, host, () => {
      socket.destroy();
      done(true);
    }).once('error', () => done(false));
  });
}

export async function runServe(): Promise<void> {
  let config: ReturnType<typeof readServerConfig>;
  let serveConfig: z.output<typeof serveEnvironment>;
  let tlsSettings: TlsSettings | undefined;
  try {
    config = readServerConfig(process.env);
    const parsed = serveEnvironment.safeParse(process.env);
    if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    serveConfig = parsed.data;
    tlsSettings = readTlsSettings(process.env, config.PORT);
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const log = createServerLog({ level: config.LOG_LEVEL });
  const runDir = mkdtempSync(join(tmpdir(), 'turkiye-serve-'));
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, kind));
  const port = config.PORT === 0 ? await freePort(config.HOST) : config.PORT;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  // Over TLS: HTTP/2 as the nginx build has it, and the plain-HTTP listener that redirects (nginx-tls.ts).
  const redirectPort = tlsSettings?.redirectPort === 0 ? await freePort(config.HOST) : tlsSettings?.redirectPort;
  const tls: NginxTls | undefined = tlsSettings && {
    certificate: tlsSettings.certificate,
    key: tlsSettings.key,
    http2: http2SyntaxOf(spawnSync(serveConfig.NGINX, ['-V'], { encoding: 'utf8' }).stderr ?? ''),
    redirectListen: redirectPort === undefined ? undefined : `${host}:${redirectPort}`,
    publicPort: tlsSettings.publicPort ?? port,
  };
  const socketOf = (index: number) => join(runDir, `worker-${index}.sock`);

  // A stop while the workers start: nothing is served yet, so they are ended at once and the run
  // folder removed (once nginx runs, the drain below takes over).
  let startingUp = true;
  let stoppedStarting = false;
  // Set as soon as they are spawned; a worker not yet known stops itself once this process is gone.
  let earlyPool: { kill(): void } | undefined;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!startingUp || stoppedStarting) return;
      stoppedStarting = true;
      earlyPool?.kill();
      rmSync(runDir, { recursive: true, force: true });
      log.info({ event: 'stopped', signal, starting: true, cut: 0, code: 0 });
      void log.flush().then(() => process.exit(0));
    });
  }
  const workers = startWorkers({
    count: serveConfig.WORKERS,
    script: new URL('./main.mjs', import.meta.url).pathname,
    nodeArgs: serverNodeArgs,
    socketOf,
    // nginx logs every request and applies the rate limits; the workers only answer.
    env: { ...process.env, LOG_REQUESTS: 'false', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_5_MINUTES: '0', TRUST_PROXY: '0', SUPERVISOR_PID: String(process.pid) },
    log: (fields) => log.info(fields),
  });
  earlyPool = workers;
  try {
    await workers.ready;
  } catch (error) {
    if (stoppedStarting) return;
    throw error;
  }

  // Request lines are at level info: nginx writes them (every request, files too) when asked.
  const logsRequests = config.LOG_REQUESTS && (config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'info');
  const requestLog = logsRequests ? join(runDir, 'access.log.pipe') : false;
  const requestLogCopied = requestLog ? pipeAccessLog(requestLog) : Promise.resolve();
  const configFile = join(runDir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig(routeTable, openStore(), {
      listen: `${host}:${port}`,
      root: resolve(config.DIST_DIR),
      upstreams: Array.from({ length: serveConfig.WORKERS }, (_, i) => `unix:${socketOf(i + 1)}`),
      prefix: runDir,
      foreground: true,
      // As root, nginx would hand its workers to `nobody`, who cannot open this process's sockets.
      user: process.getuid?.() === 0 ? userInfo().username : undefined,
      // nginx needs little CPU per request; the cores are the workers'.
      workerProcesses: 1,
      rateLimits: { perMinute: config.RATE_LIMIT_PER_MINUTE, perFiveMinutes: config.RATE_LIMIT_PER_5_MINUTES },
      trustProxy: config.TRUST_PROXY,
      accessLog: requestLog,
      brotli: hasBrotliStatic(),
      limits: {
        headersMs: config.HEADERS_TIMEOUT_MS,
        requestMs: config.REQUEST_TIMEOUT_MS,
        keepAliveMs: config.KEEP_ALIVE_TIMEOUT_MS,
        shutdownMs: config.SHUTDOWN_TIMEOUT_MS,
        ...(serveConfig.NGINX_WORKER_CONNECTIONS ? { workerConnections: serveConfig.NGINX_WORKER_CONNECTIONS } : {}),
        ...(serveConfig.CONNECTIONS_PER_CLIENT ? { connectionsPerClient: serveConfig.CONNECTIONS_PER_CLIENT } : {}),
      },
      tls,
    }),
  );
  // Tied to this process (nginx-tether.ts): killed with it, however it dies.
  const deathWrapper = parentDeathWrapper();
  if (deathWrapper.length === 0) log.warn({ event: 'nginx_untethered', message: missingSetprivWarning });
  const [command, ...wrapperArgs] = [...deathWrapper, serveConfig.NGINX];
  const nginx = spawn(command!, [...wrapperArgs, '-p', runDir, '-c', configFile, '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  // nginx leads a process group of its own (detached), which its workers join: the group is the tree.
  let reaper: Reaper | undefined;
  const startNginxReaper = () => {
    if (!nginx.pid) return;
    reaper = startReaper(nginx.pid, runDir);
    // Should the reaper itself be killed, another takes its place while nginx runs.
    reaper.process.once('exit', () => {
      if (nginx.exitCode === null && nginx.signalCode === null && !reaped) startNginxReaper();
    });
  };
  let reaped = false;
  /** nginx's master is gone: its workers (which outlive it, holding the port) are killed with their group. */
  const reapNginx = () => {
    reaped = true;
    groupKill(nginx.pid);
    reaper?.release();
  };
  startNginxReaper();
  /** nginx, its workers and the query-layer workers, killed: the force path, and a failed start. */
  const killAll = () => {
    reapNginx();
    workers.kill();
  };
  let shuttingDown = false;
  const nginxMissing = () =>
    console.error(`Could not start nginx (${serveConfig.NGINX}). Install it (Debian: apt-get install nginx-light libnginx-mod-http-brotli-static) or set NGINX.`);
  const nginxExited = new Promise<number | null>((done) => {
    nginx.once('error', (error) => {
      nginxMissing();
      console.error(error.message);
      done(1);
    });
    nginx.once('exit', (code, signal) => {
      // setpriv's answer when it cannot run the command.
      if (code === 127) nginxMissing();
      reapNginx();
      done(signal ? null : code);
    });
  });
  // nginx's master died while serving (killed, or a crash): its workers are reaped with it above; this
  // process does not start nginx again but stops the workers and exits 1, for the process manager above
  // to restart the whole tree (CONTRIBUTING.md, "npm run serve when a process dies", says why).
  void nginxExited.then(async (code) => {
    if (shuttingDown) return;
    log.warn({ event: 'nginx_exit', code, message: 'nginx exited; stopping the workers and exiting 1.' });
    await workers.stop();
    // nginx may have exited before it opened the access-log pipe (a bad config): the copy's open would
    // hold process.exit back for ever.
    if (requestLog) releaseAccessLog(requestLog);
    rmSync(runDir, { recursive: true, force: true });
    await log.flush();
    process.exit(1);
  });
  onStop(async (signal) => {
    shuttingDown = true;
    const boundMs = config.SHUTDOWN_TIMEOUT_MS;
    log.info({ event: 'shutdown', signal, drainMs: boundMs });
    // At the bound, the clients still on nginx are counted and cut; should nginx not exit even then,
    // everything is killed and the run folder removed all the same.
    let cut = 0;
    const bound = setTimeout(() => {
      cut = nginx.pid ? openNginxConnections(nginx.pid) : 1;
      nginx.kill('SIGTERM');
    }, boundMs);
    let forced = false;
    const force = setTimeout(() => {
      forced = true;
      killAll();
      rmSync(runDir, { recursive: true, force: true });
      log.warn({ event: 'stopped', cut: Math.max(cut, 1), forced: true, code: 1 });
      void log.flush().then(() => process.exit(1));
    }, boundMs + 3_000);
    nginx.kill('SIGQUIT');
    const code = await nginxExited;
    clearTimeout(bound);
    await Promise.all([workers.stop(), requestLogCopied]);
    // Killed by the force path, nginx's exit lands here too: that path says the last word and exits.
    if (forced) return;
    clearTimeout(force);
    rmSync(runDir, { recursive: true, force: true });
    // nginx's fast shutdown (the bound's SIGTERM) exits 0 too: the count says whether it cut.
    const exitCode = code === 0 && cut === 0 ? 0 : 1;
    (exitCode === 0 ? log.info : log.warn)({ event: 'stopped', cut, code: exitCode });
    await log.flush();
    process.exit(exitCode);
  });
  startingUp = false;

  while (!(await accepting(config.HOST, port))) {
    if (nginx.exitCode !== null) return;
    await new Promise((wait) => setTimeout(wait, 20));
  }
  log.info({
    event: 'listening',
    url: `${tls ? 'https' : 'http'}://${host}:${port}`,
    ...(redirectPort === undefined ? {} : { redirect: `http://${host}:${redirectPort}` }),
    ...(tls ? { http2: tls.http2 !== false } : {}),
    workers: serveConfig.WORKERS,
    pids: workers.pids(),
    nginx: nginx.pid,
  });
}
