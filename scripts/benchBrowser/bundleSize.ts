import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
 * The files the page loads before it can show the default puzzle, opened in `locale`: the entry
 * script and the modules index.html preloads (its static imports), and the language's start words
 * (assets/messages.LOCALE-HASH.js, vite.config.ts), which main.ts loads before it mounts, with any
 * module those import. Workers, the lab, the parts loaded on first use (src/lazyParts.ts), the later
 * words and the other language load later, if at all. CSS is not counted.
 */
export function startBundle(outDir: string, files: BundleFile[], locale: string): BundleFile[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const named = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.?\/?([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  );
  const messages = files.filter((f) => new RegExp(`^assets/messages\\.${locale}-[\\w-]+\\.js$`).test(f.name));
  if (messages.length !== 1)
    throw new Error(`${outDir}: expected one assets/messages.${locale}-*.js, found ${messages.length}`);
  const todo = [messages[0].name];
  while (todo.length) {
    const name = todo.pop()!;
    if (named.has(name)) continue;
    named.add(name);
    todo.push(...staticImports(outDir, name));
  }
  return files.filter((f) => named.has(f.name));
}

/** The chunks a built chunk imports or re-exports statically (`import … from "./x.js"`), as paths under the build. */
function staticImports(outDir: string, name: string): string[] {
  const code = readFileSync(join(outDir, name), 'utf8');
  const dir = dirname(name);
  // `export … from` loads its module as `import` does: a language's messages may be re-exported from a shared chunk.
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'](\.\.?\/[^"']+\.js)["']/g)].map((m) =>
    join(dir, m[1]),
  );
}
