import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLocaleModule, startKeys, startModules } from '../../scripts/messageTiers.js';
import * as en from '../../src/app/i18n/paraglide/messages/en.js';
import * as zh from '../../src/app/i18n/paraglide/messages/zh-CN.js';
import enStart from '../../src/app/i18n/paraglide/tiers/en.start.js';
import enLater from '../../src/app/i18n/paraglide/tiers/en.later.js';
import zhStart from '../../src/app/i18n/paraglide/tiers/zh-CN.start.js';
import zhLater from '../../src/app/i18n/paraglide/tiers/zh-CN.later.js';

const root = resolve(import.meta.dirname, '../..');
const KEYS = Object.keys(en).sort();

describe("a language's words, split into the start words and the later words", () => {
  it('hold every message once, each answering as the whole language does', () => {
    for (const [all, start, later] of [
      [en, enStart, enLater],
      [zh, zhStart, zhLater],
    ] as const) {
      expect([...Object.keys(start), ...Object.keys(later)].sort()).toEqual(KEYS);
      for (const [key, f] of Object.entries({ ...start, ...later }))
        expect(f!({ n: 2, count: '3', name: 'x' } as never), key).toBe(
          (all as Record<string, (i: object) => string>)[key]({ n: 2, count: '3', name: 'x' }),
        );
    }
  });

  it('give the first view its words at start and leave the Lab’s for later', () => {
    expect(Object.keys(enStart)).toContain('toolbar_compare');
    expect(Object.keys(enStart)).toEqual(startKeys(root, KEYS));
    // The counter table (core/counts.ts) names the Lab's column labels, so those few are start words.
    expect(Object.keys(enStart).filter((k) => k.startsWith('lab_') && !k.startsWith('lab_field_'))).toEqual([]);
    expect(Object.keys(enLater)).toEqual(expect.arrayContaining(['lab_workers', 'lab_workers_auto']));
  });

  it('leave to the later words those a start module names as later.key, shown only once a part has loaded', () => {
    const start = Object.keys(enStart);
    for (const key of ['timeline_at', 'run_error_python_download', 'run_error_python_start', 'run_error_cap'])
      expect(start, key).not.toContain(key);
    expect(start).toEqual(expect.arrayContaining(['timeline_value', 'run_error_worker']));
  });

  it('count a key a template makes, such as algo_${id}_name, among the start words', () => {
    expect(Object.keys(enStart)).toEqual(expect.arrayContaining(KEYS.filter((k) => /^algo_\w+_name$/.test(k))));
  });

  it('refuse a compiled module they cannot read, rather than drop its messages', () => {
    const code = 'export const a = () => `A`;\nexport const b = () => `B`;\nimport x from "y";\n';
    expect(() => splitLocaleModule(code, new Set(['a']))).toThrow(/unexpected compiled message/);
  });
});

describe('a module the page runs before its first paint', () => {
  it('loads every other part through partImport, which brings the later words with it', () => {
    // The loaders themselves: the page's entry, the words' tiers, and the retry every loader goes through.
    const own = new Set(['src/main.ts', 'src/app/i18n/locale.svelte.ts', 'src/app/offline/importOrReload.ts']);
    const bare: string[] = [];
    for (const file of startModules(root)) {
      const name = relative(root, file);
      if (own.has(name)) continue;
      for (const [call] of readFileSync(file, 'utf8').matchAll(/.{0,20}\bimport\(/g))
        if (!/partImport\(\(\) => import\($|typeof import\($/.test(call)) bare.push(`${name}: ${call.trim()}`);
    }
    expect(startModules(root).length).toBeGreaterThan(100);
    expect(bare).toEqual([]);
  });
});
