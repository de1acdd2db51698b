import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One import statement of a source file: what it names, and the file it resolves to (null for a package). */
export interface ImportEdge {
  from: string;
  specifier: string;
  to: string | null;
}

// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')` and `new URL('x', import.meta.url)`
// (how the app names its worker files): every way one of our files pulls in another.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)(['"])([^'"]+)\1/g;

/** Every .ts and .svelte file under `dir`, as paths relative to `root`. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(join(root, d), { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|svelte)$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

/** The imports of each file (comments are not stripped: a commented-out import still counts, on purpose). */
export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const edges: ImportEdge[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const specifier = m[2];
    const to = specifier.startsWith('.') ? relative(root, resolve(root, dirname(file), specifier)) : null;
    edges.push({ from: file, specifier, to });
  }
  return edges;
}
