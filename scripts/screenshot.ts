/**
 * Takes the README's screenshots in real Chromium: builds the app, serves it with `vite preview`,
 * and photographs it at laptop, projector and tablet sizes, at the start, mid-run and finished.
 *
 *   node_modules/.bin/tsx scripts/screenshot.ts [outDir] [--no-build] [--only name,name]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../test/browser/support/chromiumPath.ts';

const PORT = 4173;
const BASE = `http://localhost:${PORT}/`;

interface Shot {
  name: string;
  width: number;
  height: number;
  query?: string;
  /** devicePixelRatio, 1 unless said: 2 checks that the board stays sharp on high-density screens. */
  dpr?: number;
  prepare?: (page: Page) => Promise<void>;
}

/** Plays, then steps until the naive board shows a failed check: the most telling moment. */
async function midRun(page: Page): Promise<void> {
  await setSpeed(page, 30); // notch 30 = 1,000 events/s
  await page.keyboard.press(' ');
  await page.waitForTimeout(1200);
  await page.keyboard.press(' ');
  for (let i = 0; i < 40; i++) {
    const caption = await page.locator('.caption').first().textContent();
    if (caption?.includes('already has')) break;
    await page.keyboard.press('ArrowRight');
  }
  await page.waitForTimeout(200);
}

async function finished(page: Page): Promise<void> {
  await setSpeed(page, 61);
  await page.keyboard.press(' ');
  await page.waitForFunction(
    () => [...document.querySelectorAll('.status')].every((s) => s.textContent?.startsWith('Finished')),
    null,
    { timeout: 180_000 },
  );
  await page.waitForTimeout(300);
}

/** Presentation mode a few dozen events in, as a class would see it mid-lesson. */
async function present(page: Page, dark: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Present' }).click();
  for (let i = 0; i < 39; i++) await page.keyboard.press('PageDown');
  if (dark) await page.keyboard.press('t');
  await page.waitForTimeout(300);
}

async function setSpeed(page: Page, notch: number): Promise<void> {
  await page.locator('.speed input').fill(String(notch));
  await page.locator('.speed input').blur();
}

const SHOTS: Shot[] = [
  { name: 'compare', width: 1280, height: 720, prepare: midRun },
  { name: 'start-1280x720', width: 1280, height: 720 },
  { name: 'finished-1280x720', width: 1280, height: 720, prepare: finished },
  { name: 'projector-1920x1080', width: 1920, height: 1080, prepare: midRun },
  { name: 'finished-1920x1080', width: 1920, height: 1080, prepare: finished },
  { name: 'tablet-834x1112', width: 834, height: 1112, prepare: midRun },
  {
    name: 'pencil-mrv-1280x720',
    width: 1280,
    height: 720,
    prepare: async (p) => {
      // Pencil marks are under the header's More.
      await p.getByRole('button', { name: 'More' }).click();
      await p.getByLabel('Pencil marks').check();
      await p.keyboard.press('Escape');
      await midRun(p);
    },
  },
  {
    name: 'hexadoku-1280x720',
    width: 1280,
    height: 720,
    query:
      '?p=' +
      '.DF..5.2..3..7.B...2.93....B4.F.A93...6.4D.G1...876B..F....2..3C.F.....A..C8..B......3.8..B.DF.19...7.......5E..76.4D.G15..A9....G1.E.A..C876..DE...3C87.B4DF.1.3........G...2...B..F.15...9.....15..A9..8.6....2A93C..6..D...5E...6B..FG.....9...D.G15E2A..C..6' +
      '&a=naive,mrv&m=compare&s=1000',
    prepare: midRun,
  },
  {
    name: 'backtrack-1280x720',
    width: 1280,
    height: 720,
    query:
      '?a=naive,mrv&m=compare&s=10&p=' +
      '.....6....59.....82....8....45........3........6..3.54...325..6..................',
    prepare: async (p) => {
      for (let i = 0; i < 3; i++) await p.getByRole('button', { name: 'Next backtrack ›' }).click();
      await p.waitForTimeout(300);
    },
  },
  { name: 'single-1280x720', width: 1280, height: 720, query: '?m=single&a=naive', prepare: midRun },
  {
    name: 'mrv-loses-1920x1080',
    width: 1920,
    height: 1080,
    query:
      '?p=.....6....59.....82....8....45........3........6..3.54...325..6..................&a=naive,mrv&m=compare&s=instant',
    prepare: finished,
  },
  {
    name: 'hidpi-4x4-1024x640',
    width: 1024,
    height: 640,
    dpr: 2,
    query: '?p=.234...2.1.34..1&a=naive,mrv&m=compare&s=abc',
    prepare: async (p) => {
      for (let i = 0; i < 7; i++) await p.keyboard.press('ArrowRight');
    },
  },
  { name: 'present-1280x720', width: 1280, height: 720, prepare: (p) => present(p, false) },
  { name: 'present-dark-1024x768', width: 1024, height: 768, prepare: (p) => present(p, true) },
  {
    name: 'phone-390x844',
    width: 390,
    height: 844,
    prepare: async (p) => {
      await midRun(p);
      await p.locator('section.run').first().scrollIntoViewIfNeeded();
      await p.evaluate(() => window.scrollBy(0, 120));
    },
  },
  {
    name: 'editor-1280x720',
    width: 1280,
    height: 720,
    prepare: async (p) => {
      await p.getByRole('button', { name: 'Edit or paste…' }).click();
      await p.locator('#paste-text').fill('53..7....\n6..195...\n.98....6x\n');
      await p.getByRole('button', { name: 'Load into the editor' }).click();
    },
  },
  {
    // A learner's first attempt (its is_valid forgets the box) stopped at its illegal event, beside naive.
    name: 'your-solver-1280x720',
    width: 1280,
    height: 720,
    query: '?a=naive,mrv&m=compare&s=instant',
    prepare: async (p) => {
      await p.locator('#algo-1').selectOption('user');
      await p.locator('.solver-panel .code-area[data-ready=true]').waitFor({ timeout: 30_000 });
      await p.locator('.solver-panel input[type=file]').setInputFiles('test/fixtures/usersolver/forgets_box.py');
      await p.waitForFunction(() =>
        document.querySelector('.solver-panel .cm-content')?.textContent?.includes('forgets'),
      );
      await p.getByRole('button', { name: 'Run', exact: true }).click();
      await p.waitForFunction(
        () => document.querySelector<HTMLElement>('.solver-panel')?.dataset.phase === 'ended',
        null,
        {
          timeout: 120_000,
        },
      );
      await p.getByRole('button', { name: 'Go to the end (End)' }).click();
      await p.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('section.run')].every((r) => r.dataset.cursor === r.dataset.total),
      );
    },
  },
];

function waitForServer(proc: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('vite preview did not start')), 30_000);
    proc.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes(String(PORT))) {
        clearTimeout(t);
        resolve();
      }
    });
    proc.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outDir = args.find((a) => !a.startsWith('--')) ?? 'docs/screenshots';
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? new Set(args[onlyAt + 1].split(',')) : null;
  mkdirSync(outDir, { recursive: true });
  // Vitest's VITEST variable would make Svelte bundle its server runtime: build for the browser.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITEST;
  if (!args.includes('--no-build')) {
    const b = spawnSync('node_modules/.bin/vite', ['build'], { env, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('vite build failed');
  }
  const server = spawn('node_modules/.bin/vite', ['preview', '--port', String(PORT), '--strictPort'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const profiles: string[] = [];
  try {
    await waitForServer(server);
    for (const dpr of [...new Set(SHOTS.map((shot) => shot.dpr ?? 1))]) {
      const profile = mkdtempSync(join(tmpdir(), 'stepdoku-shot-'));
      profiles.push(profile);
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
        headless: true,
        deviceScaleFactor: dpr,
        args: [...CHROMIUM_ARGS],
      });
      for (const shot of SHOTS) {
        if ((shot.dpr ?? 1) !== dpr || (only && !only.has(shot.name))) continue;
        const page = await context.newPage();
        await page.setViewportSize({ width: shot.width, height: shot.height });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(BASE + (shot.query ?? ''));
        await page.waitForSelector('canvas');
        await page.waitForTimeout(400);
        await shot.prepare?.(page);
        const file = join(outDir, `${shot.name}.png`);
        await page.screenshot({ path: file });
        console.log(`${file}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}`);
        await page.close();
      }
      await context.close();
    }
  } finally {
    server.kill();
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
  }
}

await main();
