import type { Page } from 'playwright-core';

/**
 * Latin words a Chinese page keeps: the tool's and languages' names, algorithm abbreviations, file
 * formats, key names, the presets' and data sets' proper names, and the words of code (docs/i18n.md). Single
 * letters (the Y/N/H answer keys, A–G digits, the loop's A and B) and cell names (r2c3) always pass.
 */
export const KEPT_LATIN: readonly string[] = [
  ...['stepdoku', 'English', 'MRV', 'LCV', 'DLX', 'Dancing', 'Links', 'Python', 'JavaScript', 'CSV', 'PNG'],
  ...[
    'JSON',
    'JSONL',
    'GIF',
    'WebM',
    'SVG',
    'Space',
    'Enter',
    'Home',
    'End',
    'PageUp',
    'PageDown',
    'Esc',
    'Delete',
    'Tab',
  ],
  ...['Backspace', 'Project', 'Euler', 'Norvig', 'Inkala', 'AI', 'Escargot', 'hardest', 'txt', 'hard1'],
  ...['Grid', 'PE96', 'top95', 'magictour', 'top1465', 'TSV'],
  // AIMA's names as Chinese textbooks keep them (MAC, AC-3), and the techniques' letters (XY 翼).
  ...['MAC', 'AC', 'XY', 'XYZ'],
  // Sudoku Explainer and its rating's community name (SE 评分), as Chinese forums write them.
  ...['SE', 'Sudoku', 'Explainer'],
];

/** Not the page's words: code (its own and the learner's, in the editor), key caps, what the user typed. */
const NOT_WORDS = 'code, kbd, pre, textarea, script, style, [hidden], .cm-editor, .code, .code-area';

/**
 * The English inside the elements `within` matches, as the page shows or says it (text, aria-label,
 * title, placeholder, a select's options): one entry per element, empty when every word is Chinese
 * or kept. Code, key caps and what the user typed (inputs' values) are not the page's words.
 */
export function englishIn(page: Page, within: string, kept: readonly string[] = KEPT_LATIN): Promise<string[]> {
  return page.evaluate(
    ([selector, keptWords, skip]) => {
      const keep = new Set(keptWords);
      const english = (text: string) =>
        (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
          (w) => w.length > 1 && !keep.has(w) && !/^r\d+c\d+$/.test(w) && !/^\d/.test(w),
        );
      const found: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || el.closest(skip)) continue;
          if (english(n.textContent ?? '').length)
            found.push(`${el.tagName.toLowerCase()}: "${(n.textContent ?? '').trim().slice(0, 80)}"`);
        }
        for (const el of [root, ...root.querySelectorAll('[aria-label], [title], [placeholder], [aria-valuetext]')])
          for (const attr of ['aria-label', 'title', 'placeholder', 'aria-valuetext']) {
            const v = el.getAttribute(attr);
            if (v && english(v).length) found.push(`${el.tagName.toLowerCase()}[${attr}]: "${v.slice(0, 80)}"`);
          }
      }
      return found;
    },
    [within, kept, NOT_WORDS] as const,
  );
}

/**
 * Spaces between two Chinese characters inside the elements `within` matches (text, aria-label,
 * title, placeholder): a template's space beside a name that turned out Chinese ("而 朴素回溯").
 * One entry per element, with the text around the space.
 */
export function cjkSpacesIn(page: Page, within: string): Promise<string[]> {
  return page.evaluate(
    ([selector, skip]) => {
      const gap = /\p{Script=Han}[ \u00a0]+\p{Script=Han}/u;
      const found: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || el.closest(skip)) continue;
          const text = n.textContent ?? '';
          if (gap.test(text)) found.push(`${el.tagName.toLowerCase()}: "${text.trim().slice(0, 80)}"`);
        }
        // Labels and titles, and what a button or heading reads as a whole across its inline parts.
        for (const el of [root, ...root.querySelectorAll('[aria-label], [title], [placeholder], button, h2, h3, p')]) {
          for (const attr of ['aria-label', 'title', 'placeholder']) {
            const v = el.getAttribute(attr);
            if (v && gap.test(v)) found.push(`${el.tagName.toLowerCase()}[${attr}]: "${v.slice(0, 80)}"`);
          }
          const whole = (el as HTMLElement).innerText ?? '';
          if (/^(BUTTON|H2|H3|P)$/.test(el.tagName) && gap.test(whole))
            found.push(`${el.tagName.toLowerCase()} as shown: "${whole.trim().slice(0, 80)}"`);
        }
      }
      return [...new Set(found)];
    },
    [within, NOT_WORDS] as const,
  );
}
