/**
 * Makes the installable app's PNG icons from static/favicon.svg in headless Chromium (installers
 * want 192 and 512 pixel PNGs; the maskable one keeps the mark inside the safe circle).
 *
 *   node_modules/.bin/tsx scripts/makeIcons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../test/browser/support/chromiumPath.ts';

const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'static/favicon.svg'), 'utf8');
const out = join(root, 'static/icons');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, size, padding] of [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['maskable-512.png', 512, 0.12],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setContent(
    `<body style="margin:0;background:${padding ? '#1d4ed8' : 'transparent'};display:grid;place-items:center;height:${size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: join(out, name), omitBackground: padding === 0 });
  console.log(`static/icons/${name}`);
}
await browser.close();
