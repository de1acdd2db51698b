import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appDir, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { buildApp } from './support/buildApp.ts';
import { engineCounts } from './support/engineBoards.ts';
import { pageQuery } from './support/puzzles.ts';
import { panelCounters, waitAllAtEnd } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';
import { serveFolder, type FolderServer } from './support/staticServer.ts';
import { runUserSolver, templateSource, waitUserRunEnded } from './support/userSolvers.ts';

/*
 * The installable app in real Chromium: one visit stores it (the service worker from pwa.config.js),
 * then with the server stopped a reload still opens the app, plays a run in its workers and reads the
 * data set it had read before, and runs a learner's Python solver once Pyodide has loaded. A second
 * build deployed at the same address is offered, not forced.
 */
const PREFIX = '/course/stepdoku/';
const PE96_01 = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const NEXT_VERSION = '0.0.0-next-deploy';

describe.skipIf(browserSkipped())('offline and installable', () => {
  let p: OpenPage | undefined;
  let server: FolderServer | undefined;
  let nextBuild = '';
  beforeAll(() => {
    nextBuild = buildApp({ STEPDOKU_VERSION: NEXT_VERSION });
  });
  afterEach(async () => {
    await p?.close();
    await server?.close();
  });
  afterAll(() => {
    if (nextBuild) rmSync(nextBuild, { recursive: true, force: true });
  });

  it('after one visit, reloads and plays a run with the server stopped', async () => {
    server = await serveFolder(appDir(), { prefix: PREFIX });
    p = await openPage({ serviceWorkers: 'allow' });
    const { page } = p;
    await page.goto(server.url + pageQuery(PE96_01, 'naive,mrv', 'instant'));
    await page.waitForSelector('.offline[data-offline="ready"]', { timeout: 30_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Offline ready' }).count()).toBe(1);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const dataSet = await page.evaluate(async () => (await fetch('puzzles/pe96.txt')).text());
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      return (await fetch(href)).json();
    });
    expect(manifest).toMatchObject({ start_url: './', scope: './', display: 'standalone' });

    await server.close();
    server = undefined;
    await page.reload();
    await page.getByRole('button', { name: 'Play (Space)' }).click();
    await waitAllAtEnd(page, 30_000);
    const { result } = engineCounts(PE96_01, 'mrv');
    expect((await panelCounters(page, 1)).placements).toBe(result.counts.placements);
    expect(await page.evaluate(async () => (await fetch('puzzles/pe96.txt')).text())).toBe(dataSet);
    // The other language's messages load at the switch (docs/i18n.md): stored on the first visit too.
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '新题目…' }).waitFor();
    await page.waitForSelector('.offline[data-offline="ready"]');
    // The only errors allowed offline are the browser's failed checks for a newer service worker.
    expect(p.errors.filter((e) => !/sw\.js|ServiceWorker|ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
  });

  it("after one Python run, reloads with the server stopped and runs a learner's Python solver again", async () => {
    server = await serveFolder(appDir(), { prefix: PREFIX });
    p = await openPage({ serviceWorkers: 'allow' });
    const { page } = p;
    await page.goto(server.url + pageQuery(PE96_01, 'naive', 'instant'));
    await page.waitForSelector('.offline[data-offline="ready"]', { timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const c = engineCounts(PE96_01, 'naive').result.counts;
    const expected = { checks: c.checks, placements: c.placements, backtracks: c.backtracks, selects: c.selects };
    const code = templateSource('naive.py');
    // Online: Pyodide is fetched from the app (and so stored by the service worker).
    await runUserSolver(page, 0, { language: 'python', code });
    const online = await waitUserRunEnded(page, 0, 120_000);
    expect(online.phase).toEqual({ kind: 'ended', status: 'solved' });
    expect(online.counts).toMatchObject(expected);
    const fetched = server.requests.filter((r) => r.includes('/pyodide/'));
    expect(fetched.length).toBeGreaterThan(0);

    await server.close();
    server = undefined;
    await page.reload();
    await runUserSolver(page, 0, { language: 'python', code });
    const offline = await waitUserRunEnded(page, 0, 120_000);
    expect(offline.phase).toEqual({ kind: 'ended', status: 'solved' });
    expect(offline.counts).toMatchObject(expected);
    expect(p.errors.filter((e) => !/sw\.js|ServiceWorker|ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
  });

  it('offers a newly deployed version and switches to it on Reload', async () => {
    server = await serveFolder(appDir(), { prefix: PREFIX });
    p = await openPage({ serviceWorkers: 'allow' });
    const { page } = p;
    await page.goto(server.url);
    await page.waitForSelector('.offline[data-offline="ready"]', { timeout: 30_000 });
    const first = await page.locator('.offline').getAttribute('data-version');
    expect(first).not.toBe(NEXT_VERSION);
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    server.swap(nextBuild);
    await page.reload();
    const prompt = page.getByRole('alertdialog', { name: 'New version' });
    await prompt.waitFor({ timeout: 30_000 });
    await screenshot(page, 'update-prompt');
    // Until the user says so, the page stays on the version it has.
    expect(await page.locator('.offline').getAttribute('data-version')).toBe(first);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForSelector(`.offline[data-version="${NEXT_VERSION}"]`, { timeout: 30_000 });
    await page.waitForSelector('section.run[data-board]');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(p.errors).toEqual([]);
  });

  it('after one visit to the player, runs a Lab data set with the server stopped', async () => {
    server = await serveFolder(appDir(), { prefix: PREFIX });
    p = await openPage({ serviceWorkers: 'allow' });
    const { page } = p;
    await page.goto(server.url);
    await page.waitForSelector('.offline[data-offline="ready"]', { timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const base = server.url;
    await server.close();
    server = undefined;
    await page.goto(base + '?view=lab&set=top95&runs=mrv&lang=zh-CN');
    await page.click('button[type=submit]');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.progress')?.dataset.phase === 'done', null, {
      timeout: 60_000,
      polling: 50,
    });
    expect(await page.getAttribute('.progress', 'data-done')).toBe('95');
    expect(await page.locator('.warning').count()).toBe(0);
  });

  it('reloads a tab of the old version into the new one, with its link, when a part it asks for is gone', async () => {
    server = await serveFolder(appDir(), { prefix: PREFIX });
    p = await openPage({ serviceWorkers: 'allow' });
    const tabA = p.page;
    const query = pageQuery(PE96_01, 'naive,mrv', '100');
    await tabA.goto(server.url + query);
    await tabA.waitForSelector('.offline[data-offline="ready"]', { timeout: 30_000 });
    await tabA.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const first = await tabA.locator('.offline').getAttribute('data-version');

    // Another tab takes the new deploy, whose files replace the old ones on the server.
    server.swap(nextBuild);
    const tabB = await p.context.newPage();
    await tabB.goto(server.url);
    const prompt = tabB.getByRole('alertdialog', { name: 'New version' });
    await prompt.waitFor({ timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await tabB.waitForSelector(`.offline[data-version="${NEXT_VERSION}"]`, { timeout: 30_000 });

    // Tab A, still on the old version, now asks for the editor, whose old chunk is gone.
    expect(await tabA.locator('.offline').getAttribute('data-version')).toBe(first);
    const search = new URL(tabA.url()).search;
    await tabA.locator('#algo-1').selectOption('user');
    await tabA.waitForSelector(`.offline[data-version="${NEXT_VERSION}"]`, { timeout: 30_000 });
    expect(new URL(tabA.url()).search).toBe(search);
    await tabA.locator('#algo-1').selectOption('user');
    await tabA.getByLabel('Start from a template').waitFor({ timeout: 30_000 });
    expect(await tabA.getByText('did not load').count()).toBe(0);
    await tabB.close();
  });
});
