import type { Page } from 'playwright-core';
import type { Move } from '../../../src/features/exercise/grading/index.ts';

const WAIT = { timeout: 60_000, polling: 50 };

/** Waits for the exercise's score to read `right/graded`. */
export async function waitScore(page: Page, right: number, graded: number): Promise<void> {
  await page.waitForFunction(
    (s) => document.querySelector('[data-exercise] [data-score]')?.getAttribute('data-score') === s,
    `${right}/${graded}`,
    WAIT,
  );
}

/** Moves the exercise's ring to `cell` with the arrow keys. */
async function ringTo(page: Page, cell: number, size: number): Promise<void> {
  const at = Number(await page.locator('[data-ring="exercise"]').getAttribute('data-cell'));
  const dr = Math.floor(cell / size) - Math.floor(at / size);
  const dc = (cell % size) - (at % size);
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.waitForFunction(
    (c) => document.querySelector('[data-ring="exercise"]')?.getAttribute('data-cell') === String(c),
    cell,
    WAIT,
  );
}

/** Makes `move` in the exercise with the keyboard only. */
export async function keyMove(page: Page, move: Move, size: number): Promise<void> {
  await ringTo(page, move.kind === 'clash' ? move.peer : move.cell, size);
  if (move.kind === 'place') await page.keyboard.press(String(move.digit));
  else if (move.kind === 'choose') await page.keyboard.press('Enter');
  else if (move.kind === 'clash' || move.kind === 'prune') await page.keyboard.press('x');
  else await page.keyboard.press('Backspace');
}
