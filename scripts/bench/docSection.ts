import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * docs/benchmarks.md holds one section per benchmark, each between `<!-- bench:ID:start -->` and
 * `<!-- bench:ID:end -->`. A run rewrites only its own sections, so sections written by other
 * benchmarks, and any prose outside the markers, are kept.
 */
export function replaceSection(doc: string, id: string, body: string): string {
  const start = `<!-- bench:${id}:start -->`,
    end = `<!-- bench:${id}:end -->`;
  const block = `${start}\n${body.trimEnd()}\n${end}`;
  const i = doc.indexOf(start),
    j = doc.indexOf(end);
  if (i >= 0 && j > i) return doc.slice(0, i) + block + doc.slice(j + end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

const PREAMBLE = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.ts); each section is rewritten by its own benchmark
(\`npm run bench -- --only ID\`). Text outside the \`bench:…\` markers is kept.
`;

export function writeSection(file: string, id: string, body: string): void {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : PREAMBLE;
  writeFileSync(file, replaceSection(doc, id, body));
}
