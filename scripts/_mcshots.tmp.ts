import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '/work/wt/minconf/test/browser/support/chromiumPath.ts';
const BASE = process.argv[2];
const P = '020810740700003100090002805009040087400208003160030200302700060005600008076051090';
const sizes = [[1024, 768], [1280, 720], [1920, 1080], [834, 1112], [390, 844]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const lang of ['en', 'zh-CN']) {
  for (const [w, h] of sizes) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(`${BASE}?p=${P}&a=minconflicts,mrv&m=compare&e=900&x=1&lang=${lang}`);
    await page.waitForFunction(() => Number(document.querySelector('section.run')?.getAttribute('data-cursor')) >= 900, null, { timeout: 60_000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/mcshots/mid-${lang}-${w}x${h}.png`, fullPage: w < 900 });
    await page.close();
  }
}
await browser.close();
