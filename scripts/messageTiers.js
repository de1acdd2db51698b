// Splits each language's compiled messages in two (docs/i18n.md): the start words, those a module
// the page imports before its first paint names, and the later words, loaded with the parts that
// load on first use. Run by compileMessages.js after Paraglide has compiled.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ENTRY = 'src/main.ts';

/** The relative modules `code` imports or re-exports statically, types and raw assets aside. */
function staticImports(code) {
  const found = [];
  for (const [, clause, spec] of code.matchAll(/\b(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g))
    if (!/^type\b/.test(clause)) found.push(spec);
  for (const [, spec] of code.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)) found.push(spec);
  return found.filter((s) => s.startsWith('.') && !s.includes('?'));
}

/** The source files the page runs before its first paint: the entry and what it imports statically. */
export function startModules(root) {
  const seen = new Set();
  const todo = [resolve(root, ENTRY)];
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file) || !existsSync(file) || !/\.(ts|js|svelte)$/.test(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) todo.push(resolve(dirname(file), spec));
  }
  return [...seen];
}

/**
 * The keys the start modules may read: every key written in them as a word (`m.key`, a table's
 * `'key'`), and every key a template such as `algo_${id}_name` can make; not `later.key`, a word the
 * module shows only once a part, and the later words with it, has loaded.
 */
export function startKeys(root, keys) {
  const known = new Set(keys);
  const wanted = new Set();
  for (const file of startModules(root)) {
    const code = readFileSync(file, 'utf8').replace(/\blater\.[a-z][a-z0-9_]*/g, '');
    for (const [word] of code.matchAll(/[a-z][a-z0-9_]*/g)) if (known.has(word)) wanted.add(word);
    for (const [, prefix] of code.matchAll(/`([a-z][a-z0-9_]*_)\$\{/g))
      for (const k of keys) if (k.startsWith(prefix)) wanted.add(k);
  }
  return keys.filter((k) => wanted.has(k));
}

/**
 * Paraglide's module for one language as two modules, each a default-exported table of its
 * messages: Paraglide writes each message as one self-contained `export const key = …;` block.
 */
export function splitLocaleModule(code, start) {
  const [head, ...blocks] = code.split(/^(?=export const )/m);
  const tiers = { start: [], later: [] };
  for (const block of blocks) {
    const key = block.match(/^export const (\w+) =/)?.[1];
    if (!key || /^(import|export)\b/m.test(block.slice(1)))
      throw new Error(`messageTiers: unexpected compiled message block:\n${block.slice(0, 200)}`);
    tiers[start.has(key) ? 'start' : 'later'].push([key, block.replace(/^export const /, 'const ')]);
  }
  const module = (list) =>
    `${head}${list.map(([, b]) => b).join('')}\nexport default { ${list.map(([k]) => k).join(', ')} };\n`;
  return { start: module(tiers.start), later: module(tiers.later) };
}

/** Writes paraglide/tiers/LOCALE.start.js and LOCALE.later.js for every compiled language. */
export function writeTiers(outdir, locales, start) {
  const dir = join(outdir, 'tiers');
  mkdirSync(dir, { recursive: true });
  for (const locale of locales) {
    const tiers = splitLocaleModule(readFileSync(join(outdir, 'messages', `${locale}.js`), 'utf8'), start);
    for (const tier of ['start', 'later']) {
      writeFileSync(join(dir, `${locale}.${tier}.js`), tiers[tier]);
      writeFileSync(
        join(dir, `${locale}.${tier}.d.ts`),
        `declare const words: Partial<typeof import('../messages/${locale}.js')>;\nexport default words;\n`,
      );
    }
  }
}
