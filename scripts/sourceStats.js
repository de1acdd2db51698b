// Hand-written source under src/ (compiled messages and the transform pool's data left out): lines,
// files over 250 lines, and the comments' share of the characters, per folder and in all.
// `node scripts/sourceStats.js [folder]`; the figures are in docs/architecture.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = process.argv[2] ?? new URL('../src/', import.meta.url).pathname;
const GENERATED = /\/paraglide\/|\/generate\/pool\.ts$/;

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|js|svelte)$/.test(path) && !GENERATED.test(path)) yield path;
  }
}

function scriptComments(code) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, code);
  let chars = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia)
      chars += scanner.getTokenText().length;
  return chars;
}

function commentChars(path, text) {
  if (!path.endsWith('.svelte')) return scriptComments(text);
  let chars = 0;
  for (const [, code] of text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) chars += scriptComments(code);
  for (const [markup] of text.matchAll(/<!--[\s\S]*?-->/g)) chars += markup.length;
  for (const [, css] of text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    for (const [block] of css.matchAll(/\/\*[\s\S]*?\*\//g)) chars += block.length;
  return chars;
}

const folders = new Map();
const large = [];
for (const path of sources(ROOT)) {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const folder = relative(ROOT, path).split('/').slice(0, -1).slice(0, 2).join('/') || '(src)';
  const f = folders.get(folder) ?? { lines: 0, chars: 0, comments: 0 };
  f.lines += lines;
  f.chars += text.length;
  f.comments += commentChars(path, text);
  folders.set(folder, f);
  if (lines > 250) large.push(`${relative(ROOT, path)} ${lines}`);
}
const pct = (f) => `${((100 * f.comments) / f.chars).toFixed(1)} %`;
const all = { lines: 0, chars: 0, comments: 0 };
for (const [name, f] of [...folders].sort()) {
  console.log(`${name.padEnd(24)} ${String(f.lines).padStart(6)} lines  ${pct(f).padStart(7)} comments`);
  for (const k of Object.keys(all)) all[k] += f[k];
}
console.log(`${'all'.padEnd(24)} ${String(all.lines).padStart(6)} lines  ${pct(all).padStart(7)} comments`);
console.log(`files over 250 lines: ${large.join(', ') || 'none'}`);
