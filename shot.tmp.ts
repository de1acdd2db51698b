import { chromium } from 'playwright-core';
const [, , query, w, h, name, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, hasTouch: Number(w) < 900, isMobile: Number(w) < 500 });
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(`http://localhost:8765/${query}`);
await page.waitForSelector('section.run');
await page.waitForFunction(() => [...document.querySelectorAll('section.run')].every((r) => r.getAttribute('data-finished') === 'true'), null, { timeout: 60000 });
for (const a of (action ?? '').split(',').filter(Boolean)) {
  if (a === 'end') { await page.locator('h1').first().click(); await page.keyboard.press('End'); await page.waitForTimeout(300); await page.keyboard.press('End'); await page.waitForFunction(() => [...document.querySelectorAll('section.run')].every((r) => r.getAttribute('data-cursor') === r.getAttribute('data-total')), null, { timeout: 60000 }); }
  else if (a.startsWith('step')) { await page.locator('h1').first().click(); for (let i = 0; i < Number(a.slice(4)); i++) await page.keyboard.press('ArrowRight'); }
  else if (a === 'back') { await page.getByRole('button', { name: /next backtrack/i }).click(); await page.waitForTimeout(300); }
  else if (a === 'explain') { await page.getByLabel('Explain').check(); }
  else if (a === 'wait') await page.waitForTimeout(1500);
}
await page.waitForTimeout(400);
await page.screenshot({ path: `/tmp/shots/${name}.png` });
const side = await page.evaluate(() => { const s = document.querySelector('.side'); const v = document.querySelector('.summary'); const r = v?.getBoundingClientRect(); return { sh: s?.scrollHeight, ch: s?.clientHeight, verdictBottom: r?.bottom, vh: innerHeight }; });
console.log(name, JSON.stringify(side), errors.join(' | '));
await browser.close();
