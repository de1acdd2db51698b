import type { Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { formatLine, type AlgorithmId, type Grid } from '../../../src/core/index.ts';
import { boardLayout, cellCentre } from '../../../src/draw/boardLayout.ts';
import { TECHNIQUE_IDS } from '../../../src/core/logic/techniqueIds.ts';
import { ExerciseRun, rightMove, rulesOf, type Move, type Step } from '../../../src/features/exercise/grading/index.ts';
import type { VariableOrder } from '../../../src/core/solvers/options.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { modelRun } from '../../features/exercise/modelRun.ts';
import { appUrl } from './browser.ts';
import { pageReady } from './runPanels.ts';

/* The exercise's page as a learner drives it: the model's steps from the engine, and each move by keys or by clicks. */

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const WAIT = { timeout: 60_000, polling: 50 };

export interface Plan {
  grid: Grid;
  /** Each step, the board after it as one line, and the event the learner then stands at. */
  steps: { step: Step; board: string; position: number }[];
  total: number;
  finalBoard: string;
}

/** The model's steps as the exercise grades them, from the engine's stream. */
export function plan(puzzle: string, algo: AlgorithmId, variableOrder?: VariableOrder): Plan {
  const grid = gridFromLine(puzzle);
  const model = modelRun(grid, algo, variableOrder ? { variableOrder } : {});
  const run = new ExerciseRun(model, grid, rulesOf(algo, variableOrder)!, 'undo', Infinity);
  const steps: Plan['steps'] = [];
  for (let s = run.next(); typeof s !== 'string'; s = run.next()) {
    run.submit(rightMove(s));
    steps.push({ step: s, board: formatLine({ n: grid.n, cells: run.cells }), position: run.position });
  }
  return { grid, steps, total: model.total, finalBoard: formatLine({ n: grid.n, cells: run.cells }) };
}

export async function open(page: Page, query: string): Promise<void> {
  await page.goto(appUrl() + query);
  await pageReady(page);
  await page.locator('.exercise-button').click();
  await page.locator('[data-exercise] [data-score]').waitFor();
}

export const score = (page: Page) => page.locator('[data-exercise] [data-score]').getAttribute('data-score');

export async function waitScore(page: Page, right: number, graded: number): Promise<void> {
  await page.waitForFunction(
    (s) => document.querySelector('[data-exercise] [data-score]')?.getAttribute('data-score') === s,
    `${right}/${graded}`,
    WAIT,
  );
}

export async function waitCursor(page: Page, cursor: number): Promise<void> {
  await page.waitForFunction(
    (c) => document.querySelector<HTMLElement>('section.run')?.dataset.cursor === String(c),
    cursor,
    WAIT,
  );
}

const waitRing = (page: Page, cell: number) =>
  page.waitForFunction(
    (c) => document.querySelector('[data-ring="exercise"]')?.getAttribute('data-cell') === String(c),
    cell,
    WAIT,
  );

/** Moves the ring to `cell` with the arrow keys. */
export async function ringTo(page: Page, cell: number, size: number): Promise<void> {
  const at = Number(await page.locator('[data-ring="exercise"]').getAttribute('data-cell'));
  const dr = Math.floor(cell / size) - Math.floor(at / size);
  const dc = (cell % size) - (at % size);
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  await waitRing(page, cell);
}

const crossButton = (page: Page) => page.locator('[data-exercise] [data-move="cross"]');

/** Logic's "cross out" state made `on` with `toggle` (a key or a click); nothing where the algorithm has none. */
async function crossing(page: Page, on: boolean, toggle: () => Promise<void>): Promise<void> {
  if ((await crossButton(page).count()) === 0) return;
  if (((await crossButton(page).getAttribute('aria-pressed')) === 'true') !== on) await toggle();
  await page.waitForFunction(
    (want) => document.querySelector('[data-exercise] [data-move="cross"]')?.getAttribute('aria-pressed') === want,
    String(on),
    WAIT,
  );
}

const markCount = (page: Page, count: number) =>
  page.waitForFunction((k) => document.querySelectorAll('[data-ring^="mark-"]').length === k, count, WAIT);

/** Makes `move` with the keyboard only; `size` is the board's side. */
export async function keyMove(page: Page, move: Move, size: number): Promise<void> {
  if (move.kind === 'pattern') {
    for (const [i, c] of move.cells.entries()) {
      await ringTo(page, c, size);
      await page.keyboard.press(' ');
      await markCount(page, i + 1);
    }
    await page.keyboard.press('Enter');
  } else if (move.kind === 'technique') {
    // Into the technique list with the keys; Enter there names it and gives the keys back to the panel.
    const select = page.locator('[data-exercise] [data-technique]');
    await select.focus();
    const from = TECHNIQUE_IDS.indexOf((await select.inputValue()) as (typeof TECHNIQUE_IDS)[number]);
    const to = TECHNIQUE_IDS.indexOf(move.technique);
    for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
    await page.waitForFunction(
      (id) => document.querySelector<HTMLSelectElement>('[data-technique]')?.value === id,
      move.technique,
      WAIT,
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.matches('[data-exercise]') === true, null, WAIT);
  } else {
    const cell = move.kind === 'clash' ? move.peer : move.cell;
    await ringTo(page, cell, size);
    const cross = () => page.keyboard.press('x');
    if (move.kind === 'place') {
      await crossing(page, false, cross);
      await page.keyboard.press(String(move.digit));
    } else if (move.kind === 'prune' && move.digit !== undefined && (await crossButton(page).count()) > 0) {
      await crossing(page, true, cross);
      await page.keyboard.press(String(move.digit));
    } else if (move.kind === 'choose') await page.keyboard.press('Enter');
    else if (move.kind === 'clash') await page.keyboard.press('x');
    else if (move.kind === 'prune') await page.keyboard.press('x');
    else await page.keyboard.press('Backspace');
  }
}

async function clickCell(page: Page, cell: number, n: 2 | 3): Promise<void> {
  const box = (await page.locator('section.run').first().locator('.board').boundingBox())!;
  const { x, y } = cellCentre(boardLayout(n, Math.floor(box.width), Math.floor(box.height)), cell);
  await page.mouse.click(box.x + x, box.y + y);
  await waitRing(page, cell);
}

/** Makes `move` with clicks on the board's cells and the pad's buttons. */
export async function padMove(page: Page, move: Move, n: 2 | 3): Promise<void> {
  // The digits are the app's pad; the moves (the pad's row and logic's buttons) are anywhere in the panel.
  const pad = page.locator('[data-exercise]');
  const cross = () => crossButton(page).click();
  if (move.kind === 'pattern') {
    await crossing(page, false, cross);
    for (const [i, c] of move.cells.entries()) {
      await clickCell(page, c, n);
      await markCount(page, i + 1);
    }
    await pad.locator('[data-move="pattern"]').click();
    return;
  }
  if (move.kind === 'technique') {
    await pad.locator('[data-technique]').selectOption(move.technique);
    await pad.locator('[data-move="technique"]').click();
    return;
  }
  const logicDigit = (move.kind === 'prune' && move.digit !== undefined) || move.kind === 'place';
  if (logicDigit) await crossing(page, move.kind === 'prune', cross);
  await clickCell(page, move.kind === 'clash' ? move.peer : move.cell, n);
  if (
    move.kind === 'place' ||
    (move.kind === 'prune' && move.digit !== undefined && (await crossButton(page).count()) > 0)
  )
    await pad
      .locator('.pad .digits button')
      .nth(move.digit! - 1)
      .click();
  else await pad.locator(`[data-move="${move.kind}"]`).click();
}

export async function feedback(page: Page): Promise<{ code: string; text: string }> {
  await page.locator('[data-exercise] [data-verdict="wrong"] [data-reason]').waitFor();
  const reason = page.locator('[data-exercise] [data-reason]');
  return { code: (await reason.getAttribute('data-reason'))!, text: (await reason.textContent())!.trim() };
}

export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    interface AxeViolation {
      id: string;
      nodes: { target: string[] }[];
    }
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
  });
}
