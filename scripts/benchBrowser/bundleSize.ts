import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  name: string;
  bytes: number;
  gzip: number;
}

/** Every .js file of a build (the page's and the worker's), raw and gzipped (zlib's default level). */
export function bundleSize(outDir: string): BundleFile[] {
  const files: BundleFile[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) {
        const data = readFileSync(p);
        files.push({ name: p.slice(outDir.length + 1), bytes: data.length, gzip: gzipSync(data).length });
      }
    }
  };
  walk(outDir);
  return files.sort((a, b) => b.gzip - a.gzip);
}

/**
 * The files the page loads before it can show anything: the entry script and the modules index.html
 * preloads (its static imports). Workers, the lab and the clip encoder load later, when used.
 */
export function startBundle(outDir: string, files: BundleFile[]): BundleFile[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const named = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.?\/?([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  );
  return files.filter((f) => named.has(f.name));
}
