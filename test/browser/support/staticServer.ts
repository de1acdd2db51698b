import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

export interface ServeOptions {
  /**
   * The folder the app is served under, e.g. `/course/stepdoku/`. Requests outside it get 404, so a
   * URL the build wrote from the site's root (`/assets/…`) fails instead of being answered by chance.
   */
  prefix?: string;
  /** The port to listen on; 0 (the default) picks a free one. A second server can take a closed one's port. */
  port?: number;
}

export interface FolderServer {
  url: string;
  port: number;
  /** Every path requested so far, in order (to check what a page loaded, or that it loaded nothing). */
  requests: string[];
  /** Serves another folder from now on (a new deploy), at the same address. */
  swap(root: string): void;
  close(): Promise<void>;
}

/** Serves a built app folder on 127.0.0.1; unknown paths under the prefix get index.html. */
export async function serveFolder(root: string, options: ServeOptions = {}): Promise<FolderServer> {
  const prefix = options.prefix ?? '/';
  const requests: string[] = [];
  let folder = root;
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    if (!path.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`not under ${prefix}`);
      return;
    }
    let file = normalize(join(folder, path.slice(prefix.length - 1)));
    if (!file.startsWith(folder) || !existsSync(file) || statSync(file).isDirectory())
      file = join(folder, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    url: `http://127.0.0.1:${address.port}${prefix}`,
    port: address.port,
    requests,
    swap: (next) => (folder = next),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Kept-alive connections would hold the server open (and keep answering the page).
        server.closeAllConnections();
      }),
  };
}
