// `npm run nginx:config`: prints the nginx configuration of the front for your own setup, generated
// from the route table like `npm run serve`'s: nginx serves the built files from `--root` and sends
// the rest to the query layer at `--upstream` (repeat it for several workers).
//
//   npm run nginx:config -- --listen=80 --root=/srv/turkiye/dist --upstream=127.0.0.1:4321 > /etc/nginx/nginx.conf
//   npm run nginx:config -- --upstream=unix:/run/turkiye/worker-1.sock --upstream=unix:/run/turkiye/worker-2.sock
//   npm run nginx:config -- --listen=443 --tls-cert=/etc/ssl/turkiye/fullchain.pem --tls-key=/etc/ssl/turkiye/privkey.pem --http-redirect=80
// (with TLS as `npm run serve` has it: src/server/nginx/nginx-tls.ts)
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { routeTable } from '../src/core/routing/route-table.ts';
import { openStore } from '../src/data/store.ts';
import { hasBrotliStatic, nginxConfig } from '../src/server/nginx/nginx-config.ts';
import { http2SyntaxOf } from '../src/server/nginx/nginx-tls.ts';

const values = (name: string) => process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
const value = (name: string, fallback: string) => values(name).at(-1) ?? fallback;
const listen = value('listen', '127.0.0.1:8080');
const tlsCert = values('tls-cert').at(-1);
const tlsKey = values('tls-key').at(-1);

process.stdout.write(
  nginxConfig(routeTable, openStore(), {
    listen,
    root: resolve(value('root', 'dist')),
    upstreams: values('upstream').length > 0 ? values('upstream') : ['127.0.0.1:4321'],
    prefix: resolve(value('prefix', '/var/lib/nginx')),
    foreground: false,
    workerProcesses: 'auto',
    rateLimits: { perMinute: Number(value('rate-limit-per-minute', '300')), perFiveMinutes: Number(value('rate-limit-per-5-minutes', '1000')) },
    trustProxy: Number(value('trust-proxy', '0')),
    accessLog: value('access-log', '/var/log/nginx/turkiye.log'),
    brotli: hasBrotliStatic(),
    tls:
      tlsCert && tlsKey
        ? {
            certificate: resolve(tlsCert),
            key: resolve(tlsKey),
            http2: http2SyntaxOf(spawnSync('nginx', ['-V'], { encoding: 'utf8' }).stderr ?? ''),
            redirectListen: values('http-redirect').at(-1),
            publicPort: Number(value('public-https-port', /(\d+)$/.exec(listen)?.[1] ?? '443')),
          }
        : undefined,
  }),
);
