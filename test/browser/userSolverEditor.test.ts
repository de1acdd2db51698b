import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCodeParams } from '../../src/features/solver/userCodePack.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { panelCounters, runPanels, waitAllAtEnd, waitForRuns } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';
import { pressRun } from './support/userSolvers.ts';

/*
 * "Your solver…" in real Chromium: the templates in both languages count exactly as the
 * built-ins on a PE96 puzzle, recursion through `yield from` / `yield*` lights the right line, each
 * kind of illegal event is drawn, explained and marked at its line, syntax errors and exceptions
 * show their line, a shared link shows code and runs nothing until Run, and the learner's run plays
 * against MRV on one clock.
 */
const PE96_01 = readFileSync(resolve(import.meta.dirname, '../fixtures/pe96.txt'), 'utf8')
  .split('\n')[0]
  .trim();
const TEMPLATES = resolve(import.meta.dirname, '../../src/features/solver/api/templates');
const template = (name: string) => readFileSync(resolve(TEMPLATES, name), 'utf8');
const LANGUAGE_NAMES = { py: 'Python', js: 'JavaScript' } as const;

async function openBoards(page: Page, algos = 'naive,mrv', extra = ''): Promise<void> {
  await page.goto(`${appUrl()}?p=${PE96_01}&a=${algos}&m=compare&s=instant${extra}`);
  await page.locator('#algo-1').waitFor();
}

async function chooseUser(page: Page, side = 1): Promise<void> {
  await page.locator(`#algo-${side}`).selectOption('user');
  await page.locator('.solver-panel .code-area[data-ready=true]').waitFor({ timeout: 30_000 });
}

const panel = (page: Page) => page.locator('.solver-panel');
const statusText = (page: Page) => panel(page).locator('[data-solver-status]').textContent();

async function setLanguage(page: Page, lang: 'py' | 'js'): Promise<void> {
  await panel(page).getByText(LANGUAGE_NAMES[lang], { exact: true }).click();
}

async function openFile(page: Page, name: string, code: string): Promise<void> {
  await panel(page)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(code) });
  await page.waitForFunction(
    (want) => document.querySelector('.solver-panel .cm-content')?.textContent?.startsWith(want),
    code.split('\n')[0],
  );
}

/** Presses Run and waits for the learner's run to end (Python loads on its first run: a few seconds). */
const run = (page: Page): Promise<string> => pressRun(page);

async function toEnd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Go to the end (End)' }).click();
  await waitAllAtEnd(page, 60_000);
}

/** The editor's marked lines (diagnostics), 1-based, and the line lit as the current event's. */
async function editorLines(page: Page): Promise<{ marked: number[]; yielded: number | null }> {
  return page.evaluate(() => {
    const lines = [...document.querySelectorAll('.solver-panel .cm-line')];
    // CodeMirror draws only the lines in view; these solvers are short, so all are.
    const numberOf = (el: Element) => lines.indexOf(el) + 1;
    const marked = lines.filter((l) => l.querySelector('.cm-lintRange-error')).map(numberOf);
    // The lit line names its own number: it holds wherever the editor has scrolled.
    const lit = document.querySelector<HTMLElement>('.solver-panel .cm-line[data-yielded]');
    return { marked, yielded: lit ? Number(lit.dataset.yielded) : null };
  });
}

/** axe-core's findings on the page as it is (as test/browser/accessibility.test.ts runs it). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    interface Found {
      id: string;
      nodes: { target: string[] }[];
    }
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Found[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
  });
}

const caption = (page: Page, side = 1) => page.locator('section.run').nth(side).locator('[data-caption]').textContent();

describe.skipIf(browserSkipped())('your own solver in the editor', () => {
  let open: OpenPage;

  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await open?.close();
  });

  for (const lang of ['py', 'js'] as const) {
    for (const algo of ['naive', 'mrv', 'fc'] as const) {
      it(`the ${algo} template in ${LANGUAGE_NAMES[lang]} counts exactly as the built-in ${algo} on PE96 Grid 01`, async () => {
        const { page } = open;
        await openBoards(page, `${algo},${algo}`);
        await chooseUser(page);
        await setLanguage(page, lang);
        await panel(page).getByLabel('Start from a template').selectOption(algo);
        expect(await page.locator('.solver-panel .cm-content').textContent()).toContain(
          template(`${algo}.${lang}`).split('\n')[0],
        );
        expect(await run(page)).toBe('solved');
        await toEnd(page);
        const [builtIn, mine] = [await panelCounters(page, 0), await panelCounters(page, 1)];
        expect(mine.placements).toBeGreaterThan(0);
        expect(mine).toEqual(builtIn);
        const panels = await runPanels(page);
        expect(panels[1].board).toBe(panels[0].board);
        expect(await statusText(page)).toMatch(/solved/);
      });
    }
  }

  it('lights the line of each event through the recursion (`yield from`, `yield*`), following the player', async () => {
    const { page } = open;
    for (const lang of ['py', 'js'] as const) {
      await openBoards(page, 'naive,naive', '&s=1');
      await chooseUser(page);
      await setLanguage(page, lang);
      await panel(page).getByLabel('Start from a template').selectOption('naive');
      await run(page);
      const code = template(`naive.${lang}`).split('\n');
      const placeLine = code.findIndex((l) => l.includes('yield place(')) + 1;
      const checkLine = code.findIndex((l) => l.includes('yield check(')) + 1;
      await page.locator('h1').click();
      // Step until the third placement: three calls deep into solve.
      let places = 0;
      for (let k = 0; places < 3 && k < 200; k++) {
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction(
          (want) => document.querySelectorAll('section.run')[1]?.getAttribute('data-cursor') === String(want),
          k + 1,
        );
        const counters = await panelCounters(page, 1);
        const lit = () => editorLines(page).then((l) => l.yielded);
        if (counters.placements > places) {
          places = counters.placements;
          await expect.poll(lit, { message: `${lang}: placement ${places}` }).toBe(placeLine);
        } else if (counters.checks > 0) await expect.poll(lit).toSatisfy((l) => l === checkLine || l === placeLine);
      }
      expect(places).toBe(3);
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(() => {
        const lit = document.querySelector('.solver-panel .cm-line[data-yielded]');
        return lit?.textContent?.includes('yield check(');
      });
    }
  }, 300_000); // two Runs and some sixty steps, each awaited: minutes on a loaded machine

  const ILLEGAL = [
    {
      kind: 'wrong-ok',
      lang: 'py',
      code: readFileSync(resolve(import.meta.dirname, '../fixtures/usersolver/forgets_box.py'), 'utf8'),
      line: 8,
      says: /said \d fits, but its box already has \d/,
    },
    {
      kind: 'place-clash',
      lang: 'js',
      code: 'function* solve(board, box) {\n  yield place(0, 0, 3);\n}\n',
      line: 2,
      cell: 0,
      says: /place\(0, 0, 3\) puts 3 where its row already has 3, at \(0, 2\)/,
    },
    {
      kind: 'backtrack-empty',
      lang: 'py',
      code: 'def solve(board, box):\n    yield check(0, 0, 4, True)\n    yield backtrack(0, 0)\n',
      line: 3,
      cell: 0,
      says: /backtrack\(0, 0\) erases an empty cell/,
    },
    {
      kind: 'solution-not-full',
      lang: 'js',
      code: 'function* solve(board, box) {\n  yield check(0, 0, 4, true);\n  yield solution();\n}\n',
      line: 3,
      cell: 0,
      says: /solution\(\) came with 49 empty cells left, the first at \(0, 0\)/,
    },
  ] as const;

  for (const c of ILLEGAL) {
    it(`an illegal event (${c.kind}) stops the run: drawn on its cell, explained, its line marked`, async () => {
      const { page } = open;
      await openBoards(page);
      await chooseUser(page);
      await openFile(page, `buggy.${c.lang}`, c.code);
      expect(await run(page)).toBe('illegal');
      const status = await statusText(page);
      expect(status).toMatch(new RegExp(`^Stopped at an illegal event on line ${c.line}: `));
      expect(status).toMatch(c.says);
      await toEnd(page);
      // The board marks the cell and the caption says the sentence with the line.
      expect(await caption(page)).toMatch(new RegExp(`Illegal event \\(line ${c.line}\\): `));
      expect(await caption(page)).toMatch(c.says);
      const marked = await page.locator('section.run').nth(1).getAttribute('data-illegal');
      if ('cell' in c) expect(Number(marked)).toBe(c.cell);
      else expect(Number(marked)).toBeGreaterThanOrEqual(0);
      expect((await editorLines(page)).marked).toContain(c.line);
      if (c.kind === 'wrong-ok') {
        expect(await axeViolations(page), 'axe-core, editor open, illegal event shown').toEqual([]);
        await shotAll(page, 'user-solver-illegal');
      }
    }, 300_000); // a Python run starts Pyodide in a sandbox of its own
  }

  it('in Chinese, an illegal event is explained in Chinese in the status and the caption, the calls as the code writes them', async () => {
    const { page } = open;
    await openBoards(page, 'naive,mrv', '&lang=zh-CN');
    await chooseUser(page);
    await openFile(
      page,
      'buggy.js',
      'function* solve(board, box) {\n  yield check(0, 0, 4, true);\n  yield check(0, 1, 3, true);\n}\n',
    );
    await pressRun(page, '运行');
    expect(await statusText(page)).toBe(
      '在第 3 行的非法事件处停止：在 (0, 1) = r1c2，check(0, 1, 3) 说 3 能填，但同行的 (0, 2) = r1c3 已有 3。你的检查有没有看同一行？',
    );
    await page.getByRole('button', { name: '跳到结尾（End）' }).click();
    await waitAllAtEnd(page, 60_000);
    expect(await caption(page)).toBe(
      '非法事件（第 3 行）：在 (0, 1) = r1c2，check(0, 1, 3) 说 3 能填，但同行的 (0, 2) = r1c3 已有 3。你的检查有没有看同一行？',
    );
  });

  it('a syntax error and an exception show their message and line, in the editor and the status', async () => {
    const { page } = open;
    await openBoards(page);
    await chooseUser(page);
    await openFile(page, 'typo.py', 'def solve(board, box)\n    yield solution()\n');
    expect(await run(page)).toBe('error');
    expect(await statusText(page)).toMatch(/^Syntax error on line 1: SyntaxError/);
    expect((await editorLines(page)).marked).toEqual([1]);
    await openFile(
      page,
      'raises.js',
      'function* solve(board, box) {\n  yield check(0, 0, 4, true);\n  throw new Error("my bug");\n}\n',
    );
    expect(await run(page)).toBe('error');
    expect(await statusText(page)).toMatch(/^Exception on line 3: .*my bug/);
    expect((await editorLines(page)).marked).toEqual([3]);
    // The event before the exception was legal: it is on the board.
    await toEnd(page);
    expect((await runPanels(page))[1].total).toBe(1);
  });

  it('a shared link shows the code and a Run button, and runs nothing until Run is clicked', async () => {
    const { page } = open;
    // At the top: CodeMirror draws only the lines in view.
    const code = `# shared by a friend\n${template('naive.py')}`;
    const params = await userCodeParams({ side: 1, language: 'python', code });
    await openBoards(page, 'naive,mrv', `&${params}`);
    await page.locator('.solver-panel .code-area[data-ready=true]').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() =>
      document.querySelector('.solver-panel .cm-content')?.textContent?.includes('# shared by a friend'),
    );
    expect(await panel(page).locator('[data-note]').textContent()).toMatch(/has not run/);
    expect(await statusText(page)).toMatch(/press Run/);
    expect(await page.locator('#algo-1').inputValue()).toBe('user');
    // Nothing of the learner's ran: no sandbox frame, and the status still waits for Run.
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await panel(page).getAttribute('data-phase')).toBe('idle');
    expect(await run(page)).toBe('solved');
    // The address keeps the code, so a reload or a copy shares it again.
    // Written back a moment after the run's code is packed (a timer, then compression).
    await expect.poll(() => new URL(page.url()).searchParams.get('uc')).toBeTruthy();
  });

  it('keeps the draft across leaving the editor and a reload, and Escape then Tab leaves the editor', async () => {
    const { page } = open;
    await openBoards(page);
    await chooseUser(page);
    await page.locator('.solver-panel .cm-content').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('# my own edit\n');
    // Tab indents inside the editor; Escape then Tab moves on, as CodeMirror documents.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(false);
    await page.locator('#algo-1').selectOption('mrv');
    await openBoards(page);
    await chooseUser(page);
    await page.waitForFunction(() =>
      document.querySelector('.solver-panel .cm-content')?.textContent?.startsWith('# my own edit'),
    );
  });

  it('works in single mode too, with a file dropped on the editor', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${PE96_01}&a=naive&m=single&s=instant`);
    await page.locator('#algo-0').waitFor();
    await chooseUser(page, 0);
    const code = template('mrv.js');
    await panel(page).evaluate((el, text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'mine.js', { type: 'text/javascript' }));
      el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, code);
    await page.waitForFunction(
      (first) => document.querySelector('.solver-panel .cm-content')?.textContent?.startsWith(first),
      code.split('\n')[0],
    );
    expect(await panel(page).getByRole('radio', { name: 'JavaScript' }).isChecked()).toBe(true);
    expect(await run(page)).toBe('solved');
    await toEnd(page);
    const [mine] = await runPanels(page);
    expect(mine.board).not.toContain('.');
  });

  it('plays the learner’s solver against MRV on one clock, at any speed, stepping back and seeking', async () => {
    const { page } = open;
    await openBoards(page, 'mrv,naive', '&s=1');
    await chooseUser(page);
    await setLanguage(page, 'js');
    await panel(page).getByLabel('Start from a template').selectOption('naive');
    await run(page);
    await page.locator('h1').click();
    for (let k = 1; k <= 5; k++) await page.keyboard.press('ArrowRight');
    await waitForRuns(page, { cursor: ['5', '5'] });
    await page.keyboard.press('ArrowLeft');
    await waitForRuns(page, { cursor: ['4', '4'] });
    expect((await runPanels(page)).map((r) => r.cursor)).toEqual([4, 4]);
    await toEnd(page);
    const [mrv, mine] = await runPanels(page);
    expect(mine.total).toBeGreaterThan(mrv.total);
    expect(await page.locator('section.run').nth(1).getAttribute('data-user')).toBe('true');
  });
});

/** The editor with an illegal event on the board at each size people use; a person looks at these. */
async function shotAll(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [1280, 720],
    [1024, 768],
    [1920, 1080],
    [834, 1112],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    // The boards' canvases have followed the new size (their ResizeObserver redraws them).
    await page.waitForFunction(() => {
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('section.run canvas')];
      return (
        canvases.length > 0 &&
        canvases.every(
          (c) => c.clientWidth > 0 && Math.abs(c.width - Math.round(c.clientWidth * devicePixelRatio)) <= 1,
        )
      );
    });
    await screenshot(page, `${name}-${w}x${h}`);
    // Under the boards on tablets and phones: the editor scrolled into view as well.
    await page.locator('.solver-panel').scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${w}x${h}-editor`);
    await page.evaluate(() => scrollTo(0, 0));
    const box = await page.locator('.solver-panel').boundingBox();
    expect(box!.width, `${w}×${h}: the editor is not squeezed`).toBeGreaterThan(300);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
