// Which HTTP/2 syntax an nginx build takes, from `nginx -V`: `http2 on;` from 1.25.1, the `listen`
// flag before, none without the module (Debian's nginx-light 1.22.1 has it).
import { describe, expect, it } from 'vitest';
import { http2SyntaxOf } from './nginx-tls.ts';

const output = (version: string, modules: string) => `nginx version: nginx/${version}\nbuilt with OpenSSL 3.0.19\nconfigure arguments: --with-http_ssl_module ${modules}`;

describe('http2SyntaxOf', () => {
  it.each([
    [output('1.22.1', '--with-http_v2_module'), 'listen'],
    [output('1.25.0', '--with-http_v2_module'), 'listen'],
    [output('1.25.1', '--with-http_v2_module'), 'directive'],
    [output('1.27.4', '--with-http_v2_module --with-http_v3_module'), 'directive'],
    [output('1.26.2', ''), false],
  ])('%#', (version, syntax) => expect(http2SyntaxOf(version)).toBe(syntax));
});
