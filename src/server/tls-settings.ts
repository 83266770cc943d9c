// `npm run serve`'s TLS settings (TLS_CERT, TLS_KEY, HTTP_REDIRECT_PORT, PUBLIC_HTTPS_PORT), checked
// before nginx starts: a file that cannot be read, is not PEM, is encrypted, or a key that is not the
// certificate's stops the start with a message naming the variable, where nginx would fail later
// with a message naming neither (or, for an encrypted key, wait for a passphrase on a terminal).
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const port = (name: string) =>
  z
    .string()
    .regex(/^[0-9]+$/, { error: `${name} must be a port number from 0 to 65535.` })
    .transform(Number)
    .pipe(z.int().max(65535, { error: `${name} must be a port number from 0 to 65535.` }));

export const tlsEnvironment = z.object({
  TLS_CERT: z.string().min(1).optional(),
  TLS_KEY: z.string().min(1).optional(),
  HTTP_REDIRECT_PORT: port('HTTP_REDIRECT_PORT').optional(),
  PUBLIC_HTTPS_PORT: port('PUBLIC_HTTPS_PORT').pipe(z.int().min(1, { error: 'PUBLIC_HTTPS_PORT must be a port number from 1 to 65535.' })).optional(),
});

export interface TlsSettings {
  /** Absolute paths, as nginx is given them. */
  certificate: string;
  key: string;
  /** The plain-HTTP port that redirects to HTTPS (0: a free one), when set. */
  redirectPort?: number;
  /** The TLS port as clients reach it, when not the one nginx listens on. */
  publicPort?: number;
}

function readPem(name: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
}

/** The TLS settings of the environment, checked; undefined without TLS_CERT and TLS_KEY. Throws a message naming the variable. */
export function readTlsSettings(env: NodeJS.ProcessEnv, listenPort: number): TlsSettings | undefined {
  const parsed = tlsEnvironment.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const { TLS_CERT, TLS_KEY, HTTP_REDIRECT_PORT, PUBLIC_HTTPS_PORT } = parsed.data;
  if (!TLS_CERT && !TLS_KEY) {
    for (const [name, value] of [['HTTP_REDIRECT_PORT', HTTP_REDIRECT_PORT], ['PUBLIC_HTTPS_PORT', PUBLIC_HTTPS_PORT]] as const) {
      if (value !== undefined) throw new Error(`${name}: it names where HTTPS is, which needs TLS_CERT and TLS_KEY.`);
    }
    return undefined;
  }
  if (!TLS_CERT || !TLS_KEY) throw new Error(`${TLS_CERT ? 'TLS_KEY' : 'TLS_CERT'}: TLS_CERT and TLS_KEY go together (the certificate and its private key, PEM files); set both or neither.`);
  const certificate = resolve(TLS_CERT);
  const key = resolve(TLS_KEY);
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(readPem('TLS_CERT', certificate));
  } catch (error) {
    if ((error as Error).message.startsWith('TLS_CERT')) throw error;
    throw new Error(`TLS_CERT: ${certificate} is not a PEM certificate.`);
  }
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(readPem('TLS_KEY', key));
  } catch (error) {
    if ((error as Error).message.startsWith('TLS_KEY')) throw error;
    throw new Error(`TLS_KEY: ${key} is not an unencrypted PEM private key (nginx cannot ask for a passphrase here).`);
  }
  if (!x509.checkPrivateKey(privateKey)) throw new Error(`TLS_KEY: ${key} is not the private key of the certificate in TLS_CERT (${certificate}).`);
  if (HTTP_REDIRECT_PORT !== undefined && HTTP_REDIRECT_PORT !== 0 && HTTP_REDIRECT_PORT === listenPort) {
    throw new Error(`HTTP_REDIRECT_PORT: ${HTTP_REDIRECT_PORT} is PORT, where nginx listens with TLS; give the plain-HTTP listener another port (80 beside 443).`);
  }
  return { certificate, key, redirectPort: HTTP_REDIRECT_PORT, publicPort: PUBLIC_HTTPS_PORT };
}
