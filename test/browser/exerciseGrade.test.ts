import type { Page } from 'playwright-core';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExerciseRun, rightMove, rulesOf, type Move, type Step } from '../../src/features/exercise/grading/index.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { modelRun } from '../features/exercise/modelRun.ts';
import { buildCli, lines, spawnCli } from '../cli/spawnCli.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { pageReady, runPanels } from './support/runPanels.ts';
import { downloaded } from './support/downloaded.ts';
import { keyMove, waitScore } from './support/exerciseSteps.ts';

/*
 * A teacher's assignment end to end: a scripted learner opens the link, makes MRV's moves on the puzzle its seed
 * made (one of them wrong first), downloads the result, and the built CLI grades that very file; a reload on the way
 * loses nothing.
 */
const ASSIGNMENT = '?a=mrv&lang=en&ex=undo.6.4.1-999999';
const WAIT = { timeout: 60_000, polling: 50 };

/** The model's steps for the board the page drew, from the engine's own stream. */
function stepsOf(puzzle: string): Step[] {
  const grid = gridFromLine(puzzle);
  const run = new ExerciseRun(modelRun(grid, 'mrv'), grid, rulesOf('mrv')!, 'undo', Infinity);
  const steps: Step[] = [];
  for (let s = run.next(); typeof s !== 'string'; s = run.next()) {
    steps.push(s);
    run.submit(rightMove(s));
  }
  return steps;
}

async function openAssignment(page: Page): Promise<{ recipe: string; steps: Step[] }> {
  await page.goto(appUrl() + ASSIGNMENT);
  await page.locator('[data-exercise] [data-score]').waitFor();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('g')?.startsWith('4.'), null, WAIT);
  await pageReady(page);
  const [{ board }] = await runPanels(page);
  return { recipe: new URL(page.url()).searchParams.get('g')!, steps: stepsOf(board) };
}

describe.skipIf(browserSkipped())('an assignment, graded by the CLI', () => {
  let p: OpenPage;
  let dir: string;
  beforeAll(async () => {
    p = await openPage({ width: 1280, height: 720 });
    dir = mkdtempSync(join(tmpdir(), 'stepdoku-assignment-'));
    await buildCli();
  });
  afterAll(async () => {
    expect(p.errors).toEqual([]);
    await p?.close();
  });

  it('a learner finishes it, across a reload; the grader accepts the downloaded file and refuses an edited copy', async () => {
    const { page } = p;
    const { recipe, steps } = await openAssignment(page);
    await keyMove(page, rightMove(steps[0]), 4);
    // Going back where MRV goes on (or placing where it goes back) is wrong: undo mode keeps the board for a retry.
    const wrong =
      steps[1].kind === 'back' ? { kind: 'place', cell: steps[1].cell, digit: 1 } : { kind: 'back', cell: 0 };
    await keyMove(page, wrong as Move, 4);
    await page.locator('[data-exercise] [data-verdict="wrong"]').waitFor();
    await keyMove(page, rightMove(steps[1]), 4);
    await waitScore(page, 1, 2);

    await page.reload();
    await page.locator('[data-exercise] [data-score]').waitFor();
    await waitScore(page, 1, 2);
    expect(new URL(page.url()).searchParams.get('g')).toBe(recipe);
    expect(await page.locator('[data-exercise] [data-mistake-at]').count()).toBe(1);

    for (const [i, step] of steps.slice(2, 6).entries()) {
      await keyMove(page, rightMove(step), 4);
      await waitScore(page, 2 + i, 3 + i);
    }
    await page.locator('[data-exercise] [data-verdict]').getByText('Done').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the result' }).click(),
    ]);
    const file = join(dir, download.suggestedFilename());
    writeFileSync(file, await downloaded(download));
    const seed = recipe.split('.').at(-1);

    const link = appUrl() + ASSIGNMENT;
    const accepted = await spawnCli(['grade', file, '--assignment', link]);
    expect([accepted.code, accepted.stderr]).toEqual([0, '']);
    expect(lines(accepted.stdout)[1]).toMatch(new RegExp(`^${file},,mrv,seed ${seed},6,5,6,83%,1,[\\d.]+,accepted$`));

    const edited = join(dir, 'edited.json');
    const result = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(edited, JSON.stringify({ ...result, score: { right: 6, graded: 6 } }, null, 2));
    const refused = await spawnCli(['grade', file, edited, '--assignment', link]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(`^${edited}:\\d+: refused: score.right is 6, but replayed, the moves make 5 right\\n$`),
    );
    expect(lines(refused.stdout)[1]).toMatch(/,accepted$/);
  });
});
