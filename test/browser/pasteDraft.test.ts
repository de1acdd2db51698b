import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';

// Nothing pasted is lost by leaving the editor, or by reloading the page (issue 17's audit, defect 9).
describe.skipIf(browserSkipped())('the paste box in Chromium', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(() => p?.close());

  it('keeps the pasted text when the editor is left and opened again, and across a reload', async () => {
    const text = 'my puzzle, not finished:\n53..7....\n6..195...';
    const openEditor = () => p.page.getByRole('button', { name: 'Edit or paste…' }).click();
    await p.page.goto(appUrl());
    await openEditor();
    await p.page.locator('#paste-text').fill(text);
    await p.page.getByRole('button', { name: 'Load into the editor' }).click();
    await expect.poll(() => p.page.getByRole('alert').textContent()).toMatch(/Line 1, column 1:/);
    await p.page.getByRole('button', { name: 'Cancel' }).click();
    await openEditor();
    expect(await p.page.locator('#paste-text').inputValue()).toBe(text);
    await p.page.reload();
    await openEditor();
    expect(await p.page.locator('#paste-text').inputValue()).toBe(text);
    expect(p.errors).toEqual([]);
  });
});
