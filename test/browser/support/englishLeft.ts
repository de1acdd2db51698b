import type { Page } from 'playwright-core';

/**
 * Latin words a Chinese page keeps: the tool's and languages' names, algorithm abbreviations, file
 * formats, key names, the presets' proper names, and the words of code (docs/i18n.md). Single
 * letters (the Y/N/H answer keys, A–G digits, the loop's A and B) and cell names (r2c3) always pass.
 */
export const KEPT_LATIN: readonly string[] = [
  ...['stepdoku', 'English', 'MRV', 'LCV', 'DLX', 'Dancing', 'Links', 'Python', 'JavaScript', 'CSV', 'PNG'],
  ...['JSON', 'GIF', 'WebM', 'SVG', 'Space', 'Enter', 'Home', 'End', 'PageUp', 'PageDown', 'Esc', 'Delete'],
  ...['Backspace', 'Project', 'Euler', 'Norvig', 'Inkala', 'AI', 'Escargot', 'hardest', 'txt', 'hard1', 'lines'],
  ...['Grid', 'PE96'],
];

/**
 * The English inside the elements `within` matches, as the page shows or says it (text, aria-label,
 * title, placeholder, a select's options): one entry per element, empty when every word is Chinese
 * or kept. Code, key caps and what the user typed (inputs' values) are not the page's words.
 */
export function englishIn(page: Page, within: string, kept: readonly string[] = KEPT_LATIN): Promise<string[]> {
  return page.evaluate(
    ([selector, keptWords]) => {
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
          if (!el || el.closest('code, kbd, pre, textarea, script, style, [hidden]')) continue;
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
    [within, kept] as const,
  );
}
