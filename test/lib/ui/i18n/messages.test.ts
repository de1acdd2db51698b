import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../../src/lib/player/url/urlState.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
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
 * English words a Chinese sentence may carry: the board's cell names (r2c3), algorithm abbreviations,
 * file formats and names, as a Chinese tutorial writes them too (docs/i18n.md, glossary).
 */
const LATIN_IN_CHINESE = new Set(
  ['English', 'stepdoku', 'MRV', 'DLX', 'Dancing', 'Links', 'CSV', 'JSON', 'PNG', 'GIF', 'SVG', 'URL'].concat(
    ['Python', 'JavaScript', 'JS', 'Project', 'Euler', 'PE96', 'iframe', 'HTML', 'ECDF', 'Esc', 'Shift', 'Space'],
    ['Enter', 'Tab', 'PageUp', 'PageDown', 'Home', 'End', 'Ctrl', 'Alt', 'n', 'r', 'c', 'k', 'd', 'x', 'e', 'ms'],
  ),
);

describe('the message files', () => {
  it('are exactly the locales of the inlang project, and of the share link', () => {
    expect(settings.locales).toEqual(['en', 'zh-CN']);
    expect([...LANGS]).toEqual(settings.locales);
  });

  it('have every key in both languages', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('give each message the same parameters in both languages', () => {
    const differ = Object.keys(en).filter((k) => params(en[k]).join() !== params(zh[k] ?? '').join());
    expect(differ).toEqual([]);
  });

  it('have no empty message', () => {
    const empty = Object.entries({ ...en, ...zh }).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty).toEqual([]);
  });

  it('have Chinese for every Chinese message: no English word left but names and symbols we keep', () => {
    const english = Object.entries(zh).flatMap(([k, v]) =>
      (v.replace(/\{\w+\}/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [])
        .filter((w) => !LATIN_IN_CHINESE.has(w) && !/^r\d+c\d+$/.test(w))
        .map((w) => `${k}: ${w}`),
    );
    expect(english).toEqual([]);
  });
});
