import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A local server answering for other sites in a browser started with its flags. */
export interface ThirdPartyStandIn {
  /** Chromium's flags that send `hosts` to the stand-in and accept its certificate. */
  flags: string[];
  close(): Promise<void>;
}

/**
 * An empty document, script or style sheet, as the browser asked for (its
 * Sec-Fetch-Dest); nothing for anything else.
 */
const EMPTY: Record<string, { type: string; body: string }> = {
  document: { type: 'text/html', body: '<!doctype html><title>Stand-in</title>' },
  iframe: { type: 'text/html', body: '<!doctype html><title>Stand-in</title>' },
  script: { type: 'text/javascript', body: '' },
  style: { type: 'text/css', body: '' },
};

/**
 * Answers for `hosts` (other sites whose names do not resolve from this
 * machine) over HTTPS on a free local port, with a certificate made for the
 * run by Debian's openssl. Refused instead, a frame from one of them showed
 * Chromium's own error page, whose script Lighthouse counted in the page's
 * blocking time (about 400 ms of /partner/apply's 550 under its slowed CPU);
 * an empty page costs what any frame costs and nothing of the other site's,
 * which is not measured either way.
 */
export async function startThirdPartyStandIn(hosts: readonly string[]): Promise<ThirdPartyStandIn> {
  const dir = mkdtempSync(join(tmpdir(), 'pitchlens-stand-in-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=stand-in'], { stdio: 'ignore' });
    const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
      const empty = EMPTY[String(request.headers['sec-fetch-dest'])];
      if (!empty) return response.writeHead(204).end();
      response.writeHead(200, { 'content-type': empty.type, 'cache-control': 'no-store' }).end(empty.body);
    });
    const port = await listen(server);
    const rules = hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',');
    return {
      flags: [`--host-resolver-rules=${rules}`, '--ignore-certificate-errors'],
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}
