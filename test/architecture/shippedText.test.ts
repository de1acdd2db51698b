import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What goes out to people: the app's source and static files, its words, the docs and READMEs. */
const ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED = ['src', 'static', 'messages', 'docs', 'index.html', 'README.md', 'README.zh-CN.md'];
// Compiled from messages/ (already read) and Paraglide's own runtime, whose comments name a dev server's address.
const GENERATED = 'src/app/i18n/paraglide';
const TEXT = /\.(ts|js|svelte|json|md|html|svg|txt|css|webmanifest)$/;

function textFiles(path: string): string[] {
  if (relative(ROOT, path) === GENERATED) return [];
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((f) => textFiles(join(path, f)));
  return TEXT.test(path) ? [path] : [];
}

const files = SHIPPED.flatMap((p) => textFiles(join(ROOT, p)));
const LESSONS = ['docs/teaching.md', 'docs/teaching.zh-CN.md'];

describe('shipped text', () => {
  it('names no developer’s machine: no localhost or loopback address', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /localhost|127\.0\.0\.1|0\.0\.0\.0/.test(line) ? [`${relative(ROOT, f)}:${i + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it.each(LESSONS)('%s opens its views relative to the app’s folder, wherever it is served', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const views = [...text.matchAll(/\]\(([^)]*\?p=[^)]*)\)/g)].map((m) => m[1]);
    expect(views.length).toBeGreaterThan(5);
    expect(views.filter((href) => !href.startsWith('../?p='))).toEqual([]);
  });
});
