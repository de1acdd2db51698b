import type { Page } from 'playwright-core';

/** One layout fault: an element that runs out of its card or scrolls sideways. */
export interface LayoutFault {
  what: string;
  problem: string;
}

/** The player's cards: run panels, the presentation bar, the controls, the verdict and a dialog. */
export const PLAYER_CARDS =
  'section.run, header.bar, section.controls, section.controls > .row, .verdict, dialog[open]';

/**
 * Every visible element inside each card (`cards`: the player's unless said) must lie within the
 * card's box, and no element may scroll sideways (scrollWidth > clientWidth) but one made to
 * (`data-scrolls`: a wide table on a phone; a text field's own text). Visually hidden helpers (1 px clipped boxes) and the
 * canvases' own scaling are left out.
 */
export function layoutFaults(page: Page, cards = PLAYER_CARDS): Promise<LayoutFault[]> {
  return page.evaluate((cards) => {
    const faults: { what: string; problem: string }[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}${el.textContent ? ` "${el.textContent.trim().slice(0, 30)}"` : ''}`;
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.display !== 'none' && s.visibility !== 'hidden' && r.width > 1 && r.height > 1;
    };
    if (document.documentElement.scrollWidth > window.innerWidth)
      faults.push({
        what: 'page',
        problem: `scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`,
      });
    for (const card of document.querySelectorAll(cards)) {
      // A phone's controls give up their box (display: contents) so that the transport's row can stick.
      if (getComputedStyle(card).display === 'contents') continue;
      const box = card.getBoundingClientRect();
      for (const el of [card, ...card.querySelectorAll('*')]) {
        if (!visible(el) || el instanceof SVGElement) continue;
        // A text field scrolls its own text (a long link in a box): that is what it is made for.
        const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
        const scrolls = getComputedStyle(el).overflowX !== 'visible' && !(el as HTMLElement).dataset.scrolls && !field;
        if (el.scrollWidth > el.clientWidth + 1 && scrolls)
          faults.push({ what: name(el), problem: `scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}` });
        if (el === card) continue;
        // What shows of the element: a scrolling list (the narration log) clips its older lines.
        const r = el.getBoundingClientRect();
        let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
        for (let a = el.parentElement; a && a !== card; a = a.parentElement) {
          if (getComputedStyle(a).overflow === 'visible') continue;
          const c = a.getBoundingClientRect();
          [left, top, right, bottom] = [
            Math.max(left, c.left),
            Math.max(top, c.top),
            Math.min(right, c.right),
            Math.min(bottom, c.bottom),
          ];
        }
        if (right - left < 1 || bottom - top < 1) continue;
        if (left < box.left - 1 || right > box.right + 1 || top < box.top - 1 || bottom > box.bottom + 1)
          faults.push({
            what: name(el),
            problem: `outside its card: [${[left, top, right, bottom].map(Math.round)}] in [${[box.left, box.top, box.right, box.bottom].map(Math.round)}]`,
          });
      }
    }
    return faults;
  }, cards);
}

/** Everything of a frame's view (`root`) inside the window, and nothing that scrolls: an iframe has no room to spare. */
export function frameOverflow(page: Page, root = '.embed'): Promise<{ out: string[]; scrolls: boolean }> {
  return page.evaluate((root) => {
    const { innerWidth: w, innerHeight: h } = window;
    const out = [...document.querySelectorAll(`${root} *`)]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5))
      .map(({ el }) => (typeof el.className === 'string' && el.className) || el.tagName);
    const doc = document.documentElement;
    return { out, scrolls: doc.scrollWidth > doc.clientWidth || doc.scrollHeight > doc.clientHeight };
  }, root);
}

/** The size of each board as drawn: the square the canvas's grid occupies (its smaller side). */
export function boardSizes(page: Page): Promise<number[]> {
  return page.$$eval('section.run canvas:first-child', (cs) =>
    cs.map((c) => {
      const r = c.getBoundingClientRect();
      return Math.round(Math.min(r.width, r.height));
    }),
  );
}

/**
 * Picker labels that do not fit: each visible select is shown with each of its options in turn (its
 * value set without an input event, so the page does not react), and its width is compared with the
 * width the same select takes, unconstrained, holding that option alone. Returns "id: label" for each cut.
 */
export function truncatedPickers(page: Page): Promise<string[]> {
  return page.$$eval('select', (selects) => {
    const cut: string[] = [];
    for (const s of selects as HTMLSelectElement[]) {
      const style = getComputedStyle(s);
      if (s.getBoundingClientRect().width === 0 || style.visibility === 'hidden') continue;
      const kept = s.value;
      for (const o of s.options) {
        s.value = o.value;
        const probe = document.createElement('select');
        probe.append(new Option(o.textContent ?? ''));
        for (const p of [
          'font',
          'letter-spacing',
          'padding-left',
          'padding-right',
          'border-left-width',
          'border-right-width',
        ])
          probe.style.setProperty(p, style.getPropertyValue(p));
        Object.assign(probe.style, {
          position: 'absolute',
          visibility: 'hidden',
          maxWidth: 'none',
          minWidth: '0',
          borderStyle: 'solid',
        });
        probe.style.setProperty('field-sizing', 'content');
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        if (s.getBoundingClientRect().width + 1 < needed)
          cut.push(`${s.id || s.getAttribute('aria-label') || s.name}: ${o.textContent}`);
      }
      s.value = kept;
    }
    return cut;
  });
}

/** The smallest font size, in CSS pixels, of the text in the elements a selector finds. */
export function smallestText(page: Page, selector: string): Promise<number> {
  return page.$$eval(selector, (els) =>
    Math.min(
      ...els
        .flatMap((el) => [el, ...el.querySelectorAll('*')])
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== ''))
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => parseFloat(getComputedStyle(el).fontSize)),
    ),
  );
}
