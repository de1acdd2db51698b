import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/run/link/viewParams.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const settings = JSON.parse(readFileSync(`${ROOT}project.inlang/settings.json`, 'utf8'));
const read = (locale: string): Record<string, string> => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(`${ROOT}messages/${locale}.json`, 'utf8'));
  return messages;
};
const en = read('en');
const zh = read('zh-CN');

/** The `{name}` placeholders of a message, sorted and without repeats. */
const params = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();

/**
 * Latin words a Chinese sentence may carry, as a Chinese tutorial writes them too (docs/i18n.md):
 * algorithm abbreviations (MRV, LCV, 舞蹈链's "Dancing Links", X 算法), file formats, key names, the
 * names of people and puzzles (Norvig, Inkala's "AI Escargot", hardest.txt), the shortcut letters.
 */
const LATIN_IN_CHINESE = new Set([
  ...[
    'English',
    'stepdoku',
    'MRV',
    'LCV',
    'DLX',
    'Dancing',
    'Links',
    'X',
    'XY',
    'XYZ',
    'N',
    'CSV',
    'JSON',
    'JSONL',
    'PNG',
    'GIF',
  ],
  ...['SVG', 'WebM', 'MB', 'URL', 'Python', 'JavaScript', 'JS', 'Project', 'Euler', 'PE96', 'iframe', 'HTML', 'ECDF'],
  // AIMA's algorithm names, kept as Chinese textbooks keep them.
  ...['MAC', 'AC'],
  // Sudoku Explainer, the program whose rating the community quotes, and its short name (SE 评分).
  ...['Sudoku', 'Explainer', 'SE'],
  // The lab's data sets by their own names (magictour's top1465, Norvig's top95), a plot's axes, a web error.
  ...['magictour', 'top95', 'top1465', 'Y', 'y', 'HTTP'],
  ...[
    'PageUp',
    'PageDown',
    'Esc',
    'Shift',
    'Space',
    'Enter',
    'Tab',
    'Home',
    'End',
    'Ctrl',
    'Alt',
    'Delete',
    'Backspace',
  ],
  ...[
    'Norvig',
    'Prosser',
    'Inkala',
    'AI',
    'Escargot',
    'hardest',
    'txt',
    'hard1',
    'Wikipedia',
    'Sudoku',
    'Grid',
    'A',
    'G',
  ],
  // Predict mode's answer keys (Y/N, H for a hidden single, M to bookmark) and the loop's ends A and B.
  ...['Y', 'H', 'M', 'B'],
  // The exercise's keys: C for a clash, X to cross out.
  ...['C', 'X'],
  // The learner's solver API as its code calls it, in the illegal-event sentences: check(0, 2, 5).
  ...['yield', 'check', 'place', 'backtrack', 'select', 'solution', 'eliminate'],
  // What a learner writes to define their solver: def solve(board, box) / function* solve(board, box).
  ...['def', 'function', 'solve', 'board', 'box'],
  ...['p', 'n', 's', 'r', 'c', 'e', 'k', 'd', 'x', 'f', 'b', 'g', 'h', 'l', 'm', 't', 'ms', 'log'],
  // The CLI's command, named where the Lab sends a file too large for the page.
  'stats',
]);

describe('the message files', () => {
  it('are exactly the locales of the inlang project, and of the share link', () => {
    expect(settings.locales).toEqual(['en', 'zh-CN']);
    expect([...LANGS]).toEqual(settings.locales);
  });

  it('have every key in both languages', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('give each message the same parameters in both languages, or fewer in Chinese where it reads better', () => {
    // "在 r2c3 试 5:同行的 r2c6 已有 5" needs no row number: a Chinese message may leave one out,
    // never ask for one the English message (and so the caller) does not give.
    const differ = Object.keys(en).filter((k) => !params(zh[k] ?? '').every((p) => params(en[k]).includes(p)));
    const fewer = Object.keys(en).filter((k) => params(zh[k] ?? '').length < params(en[k]).length);
    expect(differ).toEqual([]);
    expect(fewer).toEqual(['narrate_clash_row', 'narrate_clash_column', 'narrate_clash_box']);
  });

  it('have keys Paraglide keeps as they are: lower case, digits and underscores', () => {
    // The page looks a message up by its key in Paraglide's module of one language (locale.svelte.ts),
    // where a key with a capital or another character is exported under a changed name
    // (`lab_field_maxDepth` as `lab_field_maxdepth1`) and would not be found.
    expect(Object.keys(en).filter((key) => !/^[a-z_][a-z0-9_]*$/.test(key))).toEqual([]);
  });

  it('have no empty message', () => {
    const empty = Object.entries({ ...en, ...zh }).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty).toEqual([]);
  });

  it('have Chinese for every Chinese message: no English word left but names and symbols we keep', () => {
    // Pseudocode (pc_*) keeps its identifiers: `for digit in candidates(cell)` reads the same in a Chinese book.
    const identifiers = (k: string) => new Set(k.startsWith('pc_') ? (en[k].match(/[A-Za-z]\w*/g) ?? []) : []);
    const english = Object.entries(zh).flatMap(([k, v]) =>
      (v.replace(/\{\w+\}/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [])
        .filter((w) => !LATIN_IN_CHINESE.has(w) && !/^r\d+c\d+$/.test(w) && !identifiers(k).has(w))
        .map((w) => `${k}: ${w}`),
    );
    expect(english).toEqual([]);
  });
});
