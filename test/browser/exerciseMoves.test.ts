import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlgorithmId } from '../../src/core/index.ts';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { algorithmName } from '../../src/app/i18n/algorithmText.ts';
import {
  ExerciseRun,
  rightMove,
  rulesOf,
  type Move,
  type Reason,
  type Step,
} from '../../src/features/exercise/grading/index.ts';
import { reasonText } from '../../src/features/exercise/exerciseWords.ts';
import type { VariableOrder } from '../../src/core/solvers/options.ts';
import { modelRun } from '../features/exercise/modelRun.ts';
import { browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { runPanels } from './support/runPanels.ts';
import {
  feedback,
  keyMove,
  open,
  padMove,
  plan,
  score,
  violations,
  waitCursor,
  waitScore,
  WAIT,
  type Plan,
} from './support/exerciseSteps.ts';

/*
 * MAC's and logic's moves in Chromium: a right learner with the keys only and with clicks, each board the engine's;
 * every new mistake's sentence in both languages as the catalogue words it; undo, fix and Show me.
 */
const UNIQUE_4 = '.3...1433..2...4';
const GUESSES_4 = '..2...4.3..2..34';
const POINTING_9 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const query = (puzzle: string, algo: AlgorithmId, lang: string, order?: VariableOrder) =>
  `?p=${puzzle}&a=${algo}&m=single&lang=${lang}${order ? `&v=${order}` : ''}`;
const sideOf = (puzzle: string) => (puzzle.length === 16 ? 4 : 9);

/** A mistake to make: at the step `find` picks, the move `move` makes of it. */
interface Case {
  algo: AlgorithmId;
  order?: VariableOrder;
  puzzle: string;
  code: Reason['code'];
  find: (steps: Plan['steps']) => number;
  move: (step: Step) => Move;
}
const first = (pick: (s: Step, before: Step | undefined) => boolean) => (steps: Plan['steps']) =>
  steps.findIndex((x, i) => pick(x.step, steps[i - 1]?.step));

const CASES: Case[] = [
  {
    algo: 'mac',
    order: 'mrv',
    puzzle: UNIQUE_4,
    code: 'arc_prune',
    // A removal AC-3 makes because a peer other than the placed cell is down to one value.
    find: first((s, b) => s.kind === 'prune' && b?.kind === 'prune'),
    move: (s) => ({ kind: 'prune', cell: (s.cell + 4) % 16 }),
  },
  {
    algo: 'mac',
    order: 'mrv',
    puzzle: UNIQUE_4,
    code: 'ac3_done',
    find: first((s, b) => s.kind === 'choose' && b?.kind === 'prune'),
    move: (s) => ({ kind: 'prune', cell: s.cell }),
  },
  {
    algo: 'logic',
    puzzle: UNIQUE_4,
    code: 'pattern_cells',
    find: first((s) => s.kind === 'pattern'),
    move: (s) => ({ kind: 'pattern', cells: [(s.cell + 1) % 16] }),
  },
  {
    algo: 'logic',
    puzzle: UNIQUE_4,
    code: 'technique',
    find: first((s) => s.kind === 'technique'),
    move: () => ({ kind: 'technique', technique: 'x-wing' }),
  },
  {
    algo: 'logic',
    puzzle: UNIQUE_4,
    code: 'technique',
    find: first((s) => s.kind === 'technique' && s.technique === 'hidden-single'),
    move: () => ({ kind: 'technique', technique: 'full-house' }),
  },
  {
    algo: 'logic',
    puzzle: UNIQUE_4,
    code: 'logic_place',
    find: first((s) => s.kind === 'place'),
    move: (s) => ({ kind: 'place', cell: s.cell, digit: ((s as { digit: number }).digit % 4) + 1 }),
  },
  {
    algo: 'logic',
    puzzle: GUESSES_4,
    code: 'guess',
    find: first((s) => s.kind === 'place' && !s.forced),
    move: (s) => ({ kind: 'pattern', cells: [s.cell] }),
  },
  {
    algo: 'logic',
    puzzle: POINTING_9,
    code: 'logic_prune',
    find: first((s) => s.kind === 'prune'),
    move: (s) => ({ kind: 'prune', cell: s.cell, digit: ((s as { digit: number }).digit % 9) + 1 }),
  },
];

describe.skipIf(browserSkipped())('Be the solver: MAC and logic', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    expect(p.errors).toEqual([]);
    await p?.close();
  });

  for (const [name, algo, order, puzzle, input] of [
    ['MAC in MRV order, with the keys only (a wipe-out included)', 'mac', 'mrv', GUESSES_4, 'keys'],
    ['MAC in its own order, with clicks and the pad', 'mac', undefined, UNIQUE_4, 'pad'],
    ['logic, with the keys only', 'logic', undefined, UNIQUE_4, 'keys'],
    ['logic, with clicks and the pad (a guess included)', 'logic', undefined, GUESSES_4, 'pad'],
  ] as const)
    it(`a learner who makes every move right scores 100 %: ${name}; each board is the built-in run's`, async () => {
      const { page } = p;
      const model = plan(puzzle, algo, order);
      await open(page, query(puzzle, algo, 'en', order));
      const steps = model.steps.slice(0, 24);
      for (const [i, { step, board, position }] of steps.entries()) {
        if (input === 'keys') await keyMove(page, rightMove(step), 4);
        else await padMove(page, rightMove(step), 2);
        await waitScore(page, i + 1, i + 1);
        await waitCursor(page, position);
        expect((await runPanels(page))[0].board).toBe(board);
      }
      expect(await page.locator('[data-exercise] [data-score]').textContent()).toContain('(100 %)');
      const kinds = new Set(steps.map((s) => (s.step.kind === 'back' && s.step.wiped >= 0 ? 'wipe-out' : s.step.kind)));
      if (algo === 'mac') expect(kinds).toContain('prune');
      if (name.includes('wipe-out')) expect(kinds).toContain('wipe-out');
      if (algo === 'logic') expect([...kinds]).toEqual(expect.arrayContaining(['pattern', 'technique', 'place']));
    });

  it('every new kind of mistake is worded as the catalogue words its reason, in both languages', async () => {
    const { page } = p;
    for (const lang of ['en', 'zh-CN'] as const) {
      setLocale(lang);
      for (const c of CASES) {
        const model = plan(c.puzzle, c.algo, c.order);
        const at = c.find(model.steps);
        expect(at, c.code).toBeGreaterThanOrEqual(0);
        const wrong = c.move(model.steps[at].step);
        await open(page, query(c.puzzle, c.algo, lang, c.order));
        for (const { step } of model.steps.slice(0, at)) await keyMove(page, rightMove(step), sideOf(c.puzzle));
        await waitScore(page, at, at);
        await keyMove(page, wrong, sideOf(c.puzzle));
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
        expect(verdict.right ? 'right' : verdict.reason.code).toBe(c.code);
        if (!verdict.right)
          expect(got).toEqual({ code: c.code, text: reasonText(verdict.reason, model.grid.n, algorithmName(c.algo)) });
      }
    }
    setLocale('en');
  });

  it('logic in undo mode: a wrong technique is retried and counts wrong; axe finds nothing in its pad', async () => {
    const { page } = p;
    const model = plan(UNIQUE_4, 'logic');
    await open(page, query(UNIQUE_4, 'logic', 'en'));
    await keyMove(page, rightMove(model.steps[0].step), 4);
    await waitScore(page, 1, 1);
    await keyMove(page, { kind: 'technique', technique: 'x-wing' }, 4);
    expect((await feedback(page)).code).toBe('technique');
    await waitCursor(page, model.steps[0].position);
    await keyMove(page, rightMove(model.steps[1].step), 4);
    await waitScore(page, 1, 2);
    // Under the ceiling the timeline names the learner's position alone.
    const where = await page.locator('.scrubber .where').textContent();
    expect(where?.replace(/\s+/g, ' ').trim()).toBe(`event ${model.steps[1].position}`);
    // Crossing out: the pad's digits say so, and are struck through.
    await page.keyboard.press('x');
    const two = page.locator('[data-exercise] .pad .digits button').nth(1);
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('[data-exercise] .pad .digits button')[1]
          ?.getAttribute('aria-label')
          ?.startsWith('Cross 2 out of'),
      null,
      WAIT,
    );
    expect(await two.evaluate((b) => getComputedStyle(b).textDecorationLine)).toBe('line-through');
    expect(await violations(page)).toEqual([]);
  });

  it('forward checking’s cross-out button says what it shows (axe: the name holds the visible words)', async () => {
    const { page } = p;
    await open(page, query(UNIQUE_4, 'fc', 'en'));
    await page.locator('[data-exercise] [data-move="prune"]').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  for (const algo of ['mac', 'logic'] as const)
    it(`${algo} in fix mode makes the right move and goes on; axe finds nothing; Show me plays the built-in run to its end`, async () => {
      const { page } = p;
      const model = plan(UNIQUE_4, algo);
      await open(page, query(UNIQUE_4, algo, 'en'));
      await page.getByRole('radio', { name: 'Fix it and go on' }).check();
      await keyMove(page, { kind: 'back', cell: 0 }, 4);
      await waitScore(page, 0, 1);
      await waitCursor(page, model.steps[0].position);
      expect((await runPanels(page))[0].board).toBe(model.steps[0].board);
      await page.getByText('The board shows the right move.').waitFor();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Show me' }).click();
      await page.waitForFunction(
        (t) => {
          const run = document.querySelector<HTMLElement>('section.run')!.dataset;
          return run.finished === 'true' && run.cursor === String(t);
        },
        model.total,
        WAIT,
      );
      const [board] = await runPanels(page);
      expect([board.total, board.board]).toEqual([model.total, model.finalBoard]);
      expect(await score(page)).toBe('0/1');
    });
});
