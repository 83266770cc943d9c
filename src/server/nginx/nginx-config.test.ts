// The generated nginx configuration: nginx itself accepts it (`nginx -t`), and a route-table row is
// all it takes for nginx to serve a new static route or send a new dynamic one to the query layer.
// How nginx then answers is the HTTP suite's to check (nginx is one of its targets).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paramSet } from '../../core/params/param-set.ts';
import { defineRoute, type Route } from '../../core/routing/route.ts';
import { routeTable } from '../../core/routing/route-table.ts';
import { getStore } from '../../data/store.ts';
import { temporaryDir } from '../../../tests/support/datasets.ts';
import { makeTestCertificate } from '../../../tests/support/observatory.ts';
import { hasBrotliStatic, type NginxOptions, nginxConfig } from './nginx-config.ts';
import { http2SyntaxOf } from './nginx-tls.ts';

// Without nginx (outside CI, which installs it) this check cannot run; the rest needs no nginx.
const nginxMissing = spawnSync('nginx', ['-v']).error !== undefined && !process.env.CI;

function options(prefix: string, overrides: Partial<NginxOptions> = {}): NginxOptions {
  return {
    listen: '127.0.0.1:8080',
    root: '/srv/turkiye/dist',
    upstreams: ['unix:/run/turkiye/worker-1.sock', 'unix:/run/turkiye/worker-2.sock'],
    prefix,
    foreground: true,
    workerProcesses: 1,
    rateLimits: { perMinute: 300, perFiveMinutes: 1000 },
    trustProxy: 0,
    accessLog: false,
    brotli: hasBrotliStatic(),
    ...overrides,
  };
}

const exampleRoute = (path: string, file?: string): Route =>
  defineRoute({
    id: 'getExample',
    path,
    pathParams: {},
    params: paramSet({}),
    cacheControl: 'public, max-age=60',
    handler: () => ({ body: '{}' }),
    ...(file ? { static: { file, paths: () => [], headers: () => ({ 'Cache-Control': 'public, max-age=60' }) } } : {}),
    docs: { summary: { en: 'x', tr: 'x' }, description: { en: 'x', tr: 'x' }, tags: [], response: z.object({}), errorCodes: [] },
  });

describe('the nginx configuration', () => {
  it.skipIf(nginxMissing)('is accepted by nginx, with and without rate limits and a trusted proxy, and with TLS', async () => {
    // TLS with a redirecting listener, in the HTTP/2 syntax of the nginx installed (nginx -t reads the files).
    const certificate = await makeTestCertificate();
    const tls = {
      certificate: certificate.certificate,
      key: certificate.key,
      http2: http2SyntaxOf(spawnSync('nginx', ['-V'], { encoding: 'utf8' }).stderr),
      redirectListen: '127.0.0.1:8081',
      publicPort: 443,
    };
    for (const variant of [{}, { rateLimits: { perMinute: 0, perFiveMinutes: 0 }, trustProxy: 1, accessLog: '/dev/null' as const }, { tls }]) {
      const prefix = temporaryDir('nginx');
      for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, kind));
      writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(routeTable, getStore(), options(prefix, variant)));
      const check = spawnSync('nginx', ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8' });
      expect(check.stderr).toContain('test is successful');
    }
    rmSync(certificate.dir, { recursive: true, force: true });
  });

  it('over TLS, adds HSTS to every location that states its own headers, and redirects plain HTTP to the public port', () => {
    const tls = { certificate: '/run/tls/cert.pem', key: '/run/tls/key.pem', http2: 'directive' as const, redirectListen: '80', publicPort: 443 };
    const config = nginxConfig(routeTable, getStore(), options('/tmp/x', { listen: '443', tls }));
    const lines = config.split('\n').map((line) => line.trim());
    expect(lines).toContain('listen 443 ssl;');
    expect(lines).toContain('http2 on;');
    expect(lines).toContain("error_page 497 =301 'https://$upstream_host$request_uri';");
    expect(lines).toContain("return 301 'https://$upstream_host$request_uri';");
    // Every block with add_header lines of its own (nginx inherits none then) has HSTS among them.
    const blocks = config.split(/\n\s*location /).slice(1);
    const withHeaders = blocks.filter((block) => block.split('\n}')[0]!.includes('add_header Access-Control-Allow-Origin'));
    expect(withHeaders.length).toBeGreaterThan(20);
    for (const block of withHeaders) expect(block.split('\n}')[0], block.slice(0, 80)).toContain("add_header Strict-Transport-Security '$strict_transport_security' always;");
    // Without TLS, nothing of it.
    const plain = nginxConfig(routeTable, getStore(), options('/tmp/x'));
    for (const absent of ['ssl', 'Strict-Transport-Security', '497']) expect(plain).not.toContain(absent);
  });

  it('serves a new static route from its file and sends a new dynamic route to the query layer, from the rows alone', () => {
    const routes = [...routeTable, exampleRoute('/v2/examples/{exampleId}', '/v2/examples/{exampleId}.json'), exampleRoute('/v2/samples')];
    const config = nginxConfig(routes, getStore(), options('/tmp/x'))
      .split('\n')
      .map((line) => line.trim())
      .join('\n');
    // The URL answers from its file unless a known parameter is given; the file is no URL of its own.
    expect(config).toContain(['location ~ "^\\\\/v2\\\\/examples\\\\/([^/]+)$" {', 'if ($known_query_key) { return 418; }', 'try_files /v2/examples/$1.json @query;'].join('\n'));
    expect(config).toContain(['location ~ "^\\\\/v2\\\\/examples\\\\/([^/]+)\\\\.json$" {', 'limit_req zone=rate_minute burst=299 nodelay;'].join('\n'));
    // A dynamic route needs no location: every API URL without a file is the query layer's.
    expect(config).not.toContain('samples');
    expect(config).toContain(['location ~ "^\\\\/(?:v1|v2|api|health)(?:[/.]|$)" {', 'limit_req zone=rate_minute burst=299 nodelay;'].join('\n'));
  });

  it("takes its timeouts and limits from the server's settings, the open-file limit sized to the connections", () => {
    const lines = (limits: Partial<NginxOptions['limits']> = {}) =>
      nginxConfig(routeTable, getStore(), options('/tmp/x', { limits }))
        .split('\n')
        .map((line) => line.trim());
    const set = lines({ headersMs: 1500, requestMs: 2500, keepAliveMs: 700, shutdownMs: 4000, workerConnections: 500, connectionsPerClient: 7 });
    for (const line of [
      'client_header_timeout 1500ms;',
      'client_body_timeout 2500ms;',
      'keepalive_timeout 700ms;',
      'worker_shutdown_timeout 5000ms;',
      'worker_connections 500;',
      'worker_rlimit_nofile 2024;',
      'limit_conn per_client 7;',
      'client_max_body_size 64k;',
    ])
      expect(set).toContain(line);
    // The production figures (README, Self-hosting).
    const production = lines();
    for (const line of ['client_header_timeout 10000ms;', 'client_body_timeout 30000ms;', 'worker_connections 8192;', 'worker_rlimit_nofile 17408;', 'limit_conn per_client 64;'])
      expect(production).toContain(line);
  });

  it('refuses a header value that nginx would read as a variable', () => {
    const route = exampleRoute('/v2/dollars', '/v2/dollars.json');
    route.static!.headers = () => ({ 'Cache-Control': 'max-age=$seconds' });
    expect(() => nginxConfig([route], getStore(), options('/tmp/x'))).toThrow('nginx would expand a variable in "max-age=$seconds"');
  });
});
