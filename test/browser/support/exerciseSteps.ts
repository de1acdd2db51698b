import type { Page } from 'playwright-core';
import { createRequire } from 'node:module';
import type { AlgorithmId } from '../../../src/core/index.ts';
import { boardLayout, cellCentre } from '../../../src/draw/boardLayout.ts';
import { TECHNIQUE_IDS } from '../../../src/core/logic/techniqueIds.ts';
import { ExerciseRun, rightMove, rulesOf, type Move } from '../../../src/features/exercise/grading/index.ts';
import { reasonText } from '../../../src/features/exercise/exerciseWords.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { algorithmName } from '../../../src/app/i18n/algorithmText.ts';
import type { MistakeCase } from '../../features/exercise/mistakeCases.ts';
import { plan } from '../../features/exercise/plan.ts';
import type { VariableOrder } from '../../../src/core/solvers/options.ts';
import { modelRun } from '../../features/exercise/modelRun.ts';
import { appUrl } from './browser.ts';
import { pageReady } from './runPanels.ts';

/* The exercise's page as a learner drives it: the model's steps from the engine, and each move by keys or by clicks. */

export { plan, type Plan } from '../../features/exercise/plan.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const WAIT = { timeout: 60_000, polling: 50 };

/** The page's address for `puzzle` on one board of `algo`, in `lang`. */
export const query = (puzzle: string, algo: AlgorithmId, lang: string, order?: VariableOrder): string =>
  `?p=${puzzle}&a=${algo}&m=single&lang=${lang}${order ? `&v=${order}` : ''}`;

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

/**
 * Makes `c`'s mistake on the page in `lang` with the keys, after the right moves before it: what the panel says, and
 * the grader's reason for the same moves in Node as the catalogue words it.
 */
export async function mistakeOnPage(page: Page, c: MistakeCase, lang: 'en' | 'zh-CN') {
  const model = plan(c.puzzle, c.algo, c.order);
  const at = c.find(model.steps);
  const wrong = c.move(model.steps[at].step, model.steps[at - 1]?.board ?? c.puzzle);
  const side = Math.sqrt(c.puzzle.length);
  await open(page, query(c.puzzle, c.algo, lang, c.order));
  for (const { step } of model.steps.slice(0, at)) await keyMove(page, rightMove(step), side);
  await waitScore(page, at, at);
  await keyMove(page, wrong, side);
  const got = await feedback(page);
  const run = new ExerciseRun(
    modelRun(model.grid, c.algo, c.order ? { variableOrder: c.order } : {}),
    model.grid,
    rulesOf(c.algo, c.order)!,
    'undo',
    Infinity,
  );
  for (const { step } of model.steps.slice(0, at)) run.submit(rightMove(step));
  const verdict = run.submit(wrong)!;
  if (verdict.right) return { got, want: { code: 'right', text: '' } };
  setLocale(lang);
  const text = reasonText(verdict.reason, model.grid.n, algorithmName(c.algo));
  setLocale('en');
  return { got, want: { code: verdict.reason.code, text } };
}
