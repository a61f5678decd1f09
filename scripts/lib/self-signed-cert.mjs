// A certificate for localhost, made with the system's openssl, for the benches and tests that serve
// the front ends over HTTP/2 (browsers speak h2 only over TLS). Never for a deployment: there the
// certificate comes from the operator (docs/operations.md, "HTTP/2 and TLS").
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Writes cert.pem and key.pem (RSA 2048, valid for a day, subjectAltName localhost and 127.0.0.1)
 * into `dir` and returns their paths.
 * @param {string} dir an existing folder the caller owns
 */
export function writeLocalhostCertificate(dir) {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
        '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    throw new Error(`openssl could not make a certificate for localhost (is Debian's openssl installed?): ${error.message}`);
  }
  return { certFile, keyFile };
}
