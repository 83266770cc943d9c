// TLS in the nginx front (`npm run serve` with TLS_CERT and TLS_KEY, issue 45): nginx listens with
// TLS (and HTTP/2 where its build has the module) on the one port, sends HSTS on every answer it
// makes over TLS, answers plain HTTP that reaches that port with a 301 to the HTTPS URL (nginx's 497),
// and, given a second address, listens there for plain HTTP and redirects it the same way (80 → 443).
// https://nginx.org/en/docs/http/ngx_http_ssl_module.html, https://nginx.org/en/docs/http/ngx_http_v2_module.html
import { hstsHeaders } from '../../core/http/security-headers.ts';
import { block, quoted, withVariables } from './nginx-syntax.ts';

/** How nginx's build speaks HTTP/2: `http2 on;` (1.25.1 and later), a `listen` flag (before), or not at all. */
export type Http2Syntax = 'directive' | 'listen' | false;

export interface NginxTls {
  /** PEM files nginx reads at start (absolute paths). */
  certificate: string;
  key: string;
  http2: Http2Syntax;
  /** A second `listen` address for plain HTTP, every request of which is redirected (HTTP_REDIRECT_PORT). */
  redirectListen?: string;
  /** The port of the HTTPS URL the redirects name: the TLS port as clients reach it (PUBLIC_HTTPS_PORT). */
  publicPort: number;
}

/** HTTP/2 support of an nginx build, from what `nginx -V` prints (on stderr). */
export function http2SyntaxOf(versionOutput: string): Http2Syntax {
  if (!versionOutput.includes('--with-http_v2_module')) return false;
  const [, major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(versionOutput) ?? []).map(Number);
  return major * 1_000_000 + minor * 1_000 + patch >= 1_025_001 ? 'directive' : 'listen';
}

/**
 * The HSTS value, empty (so not sent) on a plain-HTTP answer: RFC 6797 §7.2, "An HSTS Host MUST NOT
 * include the STS header field in HTTP responses conveyed over non-secure transport" (the 497
 * redirect is one).
 */
export const hstsMap = (): string[] => block('map $https $strict_transport_security', [`on ${quoted(hstsHeaders['Strict-Transport-Security']!)};`, "default '';"]);

/** The `add_header` of HSTS, for the server and for every location that has add_header lines of its own. */
export const hstsLine = `add_header Strict-Transport-Security ${withVariables('$strict_transport_security')} always;`;

/** Where a plain-HTTP request goes: the same host and target, over HTTPS, on the public TLS port. */
const httpsUrl = (tls: NginxTls) => withVariables(`https://$upstream_host${tls.publicPort === 443 ? '' : `:${tls.publicPort}`}$request_uri`);

/** The TLS server's own lines: the listener, the certificate, the protocols, the 497 redirect, HSTS. */
export function tlsServerLines(listen: string, tls: NginxTls): string[] {
  return [
    `listen ${listen} ssl${tls.http2 === 'listen' ? ' http2' : ''};`,
    ...(tls.http2 === 'directive' ? ['http2 on;'] : []),
    `ssl_certificate ${quoted(tls.certificate)};`,
    `ssl_certificate_key ${quoted(tls.key)};`,
    // Mozilla's "intermediate" configuration (https://ssl-config.mozilla.org/, guideline 5.7).
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305:DHE-RSA-AES128-GCM-SHA256:DHE-RSA-AES256-GCM-SHA384:DHE-RSA-CHACHA20-POLY1305;',
    'ssl_prefer_server_ciphers off;',
    'ssl_session_cache shared:tls:10m;',
    'ssl_session_timeout 1d;',
    'ssl_session_tickets off;',
    // Plain HTTP sent to the TLS port: nginx's own status 497, answered with the HTTPS URL.
    `error_page 497 =301 ${httpsUrl(tls)};`,
    hstsLine,
  ];
}

/** The plain-HTTP listener of HTTP_REDIRECT_PORT: every request, whatever its method or path, is sent to HTTPS. */
export function redirectServer(tls: NginxTls, accessLog: string): string[] {
  if (!tls.redirectListen) return [];
  return block('server', [`listen ${tls.redirectListen};`, accessLog, `return 301 ${httpsUrl(tls)};`]);
}
