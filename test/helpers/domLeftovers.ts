import { afterAll } from 'vitest';

// The dom project shares one jsdom between files: what a file leaves in the page, the next file's queries find.
afterAll(() => {
  const left = [...document.body.children].map((e) => e.outerHTML.slice(0, 80));
  document.body.replaceChildren();
  if (left.length) throw new Error(`This file left elements in the page: ${left.join(' | ')}`);
});
