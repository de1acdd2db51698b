import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDir, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { engineCounts } from './support/engineBoards.ts';
import { pageQuery } from './support/puzzles.ts';
import { panelCounters, runPanels, waitAllAtEnd } from './support/runPanels.ts';
import { serveFolder, type FolderServer } from './support/staticServer.ts';

/*
 * The build works from any folder (vite's base './'): the same build, served under a course site's
 * sub-path with nothing answered outside it, loads, plays a run in its workers, picks a preset and
 * reads a data file, every request staying under the sub-path.
 */
const PREFIX = '/course/stepdoku/';
const PE96_01 = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

describe.skipIf(browserSkipped())('the build under a sub-path', () => {
  let server: FolderServer;
  let p: OpenPage;
  beforeAll(async () => {
    server = await serveFolder(appDir(), { prefix: PREFIX });
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
    await server?.close();
  });

  it('plays a run to the end with every file fetched from under the sub-path', async () => {
    await p.page.goto(server.url + pageQuery(PE96_01, 'naive,mrv', 'instant'));
    await p.page.getByRole('button', { name: 'Play (Space)' }).click();
    await waitAllAtEnd(p.page, 30_000);
    const { result } = engineCounts(PE96_01, 'mrv');
    expect((await panelCounters(p.page, 1)).placements).toBe(result.counts.placements);
    expect(server.requests.length).toBeGreaterThan(3);
    expect(server.requests.filter((r) => !r.startsWith(PREFIX))).toEqual([]);
    expect(server.requests.some((r) => /solver\.worker-.*\.js$/.test(r))).toBe(true);
    expect(p.errors).toEqual([]);
  });

  it('picks a preset and reads a data set relative to the page', async () => {
    await p.page.selectOption('#preset', 'pe96-02');
    await expect.poll(async () => (await runPanels(p.page))[0]?.board.replace(/\./g, '0')).toMatch(/^2000803000600/);
    const text = await p.page.evaluate(async () => (await fetch('puzzles/pe96.txt')).text());
    expect(text.split('\n')[0].trim()).toBe(PE96_01);
    expect(server.requests).toContain(`${PREFIX}puzzles/pe96.txt`);
    expect(p.errors).toEqual([]);
  });
});
