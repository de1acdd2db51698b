import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';

/** A 9×9 line cut off after 15 characters: its 5, 7, 6 and 9 say it is no 4×4 line. */
const CUT = '53..7....6..195';

const LANGS = [
  {
    lang: 'en',
    edit: 'Edit or paste…',
    load: 'Load into the editor',
    said: 'Line 1, column 16: 15 characters: a 9×9 line needs 81',
  },
  { lang: 'zh-CN', edit: '编辑或粘贴…', load: '载入编辑器', said: '第 1 行，第 16 列：15 个字符：9×9 的一行要 81 格' },
];

describe.skipIf(browserSkipped())('a cut-off line in the paste box', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(() => p?.close());

  for (const { lang, edit, load, said } of LANGS)
    it(`says how long it is and which size it looks like, in ${lang}`, async () => {
      const { page } = p;
      await page.goto(`${appUrl()}?lang=${lang}`);
      await page.getByRole('button', { name: edit }).click();
      await page.locator('#paste-text').fill(CUT);
      await page.getByRole('button', { name: load }).click();
      // Where and why are separate elements: compared without the spaces between them.
      const bare = (t: string | null) => (t ?? '').replace(/\s+/g, '');
      await expect
        .poll(async () => bare(await page.getByRole('alert').textContent()), { timeout: 30_000 })
        .toContain(bare(said));
      await screenshot(page, `paste-cut-${lang}`);
      expect(p.errors).toEqual([]);
    });
});
