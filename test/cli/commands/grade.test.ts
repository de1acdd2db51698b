import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatLine, type Grid } from '../../../src/core/index.ts';
import { generatePuzzle } from '../../../src/core/generate/index.ts';
import { type GenerateRecipe, recipeOptions, recipeRng } from '../../../src/core/generate/recipe.ts';
import {
  ExerciseRun,
  type GradingMode,
  rightMove,
  rulesOf,
  type Move,
  type Step,
} from '../../../src/features/exercise/grading/index.ts';
import { exerciseResult, type ExerciseResult } from '../../../src/features/exercise/exerciseResult.ts';
import { MAX_RESULT_BYTES } from '../../../src/cli/gradeFile.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { modelRun } from '../../features/exercise/modelRun.ts';
import { FIXTURES, lines, ROOT, runCli } from '../inProcess.ts';

const LINK = 'https://example.org/stepdoku/?a=mrv&lang=en&ex=undo.6.4.1-9';
const HEADER = 'file,name,algorithm,puzzle,steps,right,gradeable,score,mistakes,seconds,verdict';

const recipe = (seed: number): GenerateRecipe => ({ side: 4, symmetry: 'none', seed: String(seed) });

function generated(r: GenerateRecipe): Grid {
  const made = generatePuzzle(recipeOptions(r), recipeRng(r));
  if (!made.ok) throw new Error('the recipe makes no puzzle');
  return made.puzzle;
}

/** A wrong move at any step: going back where the search goes on, placing where it goes back. */
const wrongMove = (s: Step): Move =>
  s.kind === 'back' ? { kind: 'place', cell: s.cell, digit: 1 } : { kind: 'back', cell: 0 };

/** A learner's attempt made with the page's own grading code: `plan` says, step by step, whether they miss it once. */
function attempt(
  grid: Grid,
  r: GenerateRecipe | null,
  o: { algo?: 'naive' | 'mrv' | 'fc'; mode?: GradingMode; steps?: number; plan?: boolean[] } = {},
): ExerciseResult {
  const algo = o.algo ?? 'mrv';
  const run = new ExerciseRun(modelRun(grid, algo), grid, rulesOf(algo)!, o.mode ?? 'undo', o.steps ?? 6);
  for (const miss of o.plan ?? [false, true, false, false, false, false]) {
    const step = run.next() as Step;
    if (miss) run.submit(wrongMove(step));
    if (!miss || run.mode === 'undo') run.submit(rightMove(step));
  }
  return exerciseResult(run, grid, r, { start: 0, last: 42_000 });
}

let dir: string;
const write = (name: string, content: string | object): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
};
/** The line of the file on which `text` is first written. */
const lineOf = (content: object, text: string): number =>
  JSON.stringify(content, null, 2)
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stepdoku-grade-'));
});

describe('stepdoku grade', () => {
  it('accepts a real result file and prints its row: the replayed score, the mistakes, the seed', async () => {
    const good = write('good.json', attempt(generated(recipe(3)), recipe(3)));
    const r = await runCli(['grade', good, '--assignment', LINK]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toEqual([HEADER, `${good},,mrv,seed 3,6,5,6,83%,1,42,accepted`]);
  });

  it('names an unfinished attempt, and one that asked Show me; the name is the file', async () => {
    const grid = generated(recipe(5));
    const short = write('short.json', { ...attempt(grid, recipe(5), { plan: [false, false] }), name: 'Ada, L.' });
    const shownFile = attempt(grid, recipe(5), { plan: [false] });
    const shown = write('shown.json', { ...shownFile, shown: true, name: '=HYPERLINK("x")' });
    const r = await runCli(['grade', short, shown, '--assignment', LINK]);
    expect(r.code).toBe(0);
    expect(lines(r.stdout).slice(1)).toEqual([
      `${short},"Ada, L.",mrv,seed 5,6,2,2,100%,0,42,"accepted: unfinished, 2 of 6 steps"`,
      `${shown},"'=HYPERLINK(""x"")",mrv,seed 5,6,1,1,100%,0,42,accepted: Show me after 1 of 6 steps`,
    ]);
  });

  it('refuses each kind of edit, naming the file, the line and the field, and goes on with the others', async () => {
    const grid = generated(recipe(3));
    const real = attempt(grid, recipe(3));
    const edits: [string, ExerciseResult, string, string][] = [
      [
        'score',
        { ...real, score: { right: 6, graded: 6 } },
        '"right": 6',
        'score.right is 6, but replayed, the moves make 5 right',
      ],
      [
        'a move',
        { ...real, moves: real.moves.map((m, i) => (i === 1 ? { ...m, move: rightMove(stepOf(real, grid, 1)) } : m)) },
        '"at"',
        'moves[1] says wrong, but replayed, the move is right',
      ],
      [
        'the seed',
        { ...real, recipe: real.recipe!.replace(/3$/, '4') },
        '"puzzle"',
        'puzzle is not the puzzle seed 4 makes',
      ],
      [
        'a seed out of range',
        { ...real, recipe: real.recipe!.replace(/3$/, '12') },
        '"recipe"',
        "recipe has seed 12, outside the assignment's 1-9",
      ],
      ['the algorithm', { ...real, algorithm: 'fc' }, '"algorithm"', "algorithm is fc, but the assignment's is mrv"],
      ['the steps', { ...real, steps: 5 }, '"steps"', "steps is 5, but the assignment's is 6"],
      ['a mistake dropped', { ...real, mistakes: [] }, '"mistakes"', 'mistakes lists 0, but the moves make 1'],
    ];
    const good = write('good.json', real);
    const paths = edits.map(([what, content]) => write(`${what.replaceAll(' ', '-')}.json`, content));
    const r = await runCli(['grade', paths[0], good, ...paths.slice(1), '--assignment', LINK]);
    expect(r.code).toBe(1);
    const expected = edits.map(([, content, text, why], i) => {
      // The moves' second entry: the line that opens it, just above its own "at".
      const line = text === '"at"' ? lineOfNth(content, '"at"', 1) - 1 : lineOf(content, text);
      return `${paths[i]}:${line}: refused: ${why}`;
    });
    expect(lines(r.stderr)).toEqual(expected);
    const rows = lines(r.stdout);
    expect(rows).toHaveLength(edits.length + 2);
    expect(rows[2]).toMatch(/,accepted$/);
    expect(rows[1]).toBe(
      `${paths[0]},,,,,,,,,,"refused: line ${expected[0].split(':')[1]}: score.right is 6, but replayed, the moves make 5 right"`,
    );
  });

  it('refuses a file of another puzzle when the assignment names its own', async () => {
    const own = gridFromLine('.3...1433..2...4');
    const other = gridFromLine('1...........3..4');
    const link = `?p=${formatLine(own)}&a=naive&m=single&ex=fix.4`;
    const plan = [false, true, false];
    const ok = write('own.json', attempt(own, null, { algo: 'naive', mode: 'fix', steps: 4, plan }));
    const bad = write('other.json', attempt(other, null, { algo: 'naive', mode: 'fix', steps: 4, plan }));
    const r = await runCli(['grade', ok, bad, '--assignment', link]);
    expect(lines(r.stdout)[1]).toBe(
      `${ok},,naive,${formatLine(own)},4,2,3,67%,1,42,"accepted: unfinished, 3 of 4 steps"`,
    );
    expect(r.stderr).toBe(`${bad}:4: refused: puzzle is not the assignment's puzzle (was it from a New attempt?)\n`);
  });

  it('gives bad input one line that says where and why: not JSON, another version, too large, not a result', async () => {
    const real = attempt(generated(recipe(3)), recipe(3));
    const files = [
      write('broken.json', '{\n  "format": "stepdoku-exercise",\n  "version": 1,,\n}'),
      write('v2.json', { ...real, version: 2 }),
      write('huge.json', ' '.repeat(MAX_RESULT_BYTES + 1)),
      write('list.json', '[1, 2]'),
      write('cell.json', { ...real, moves: [{ ...real.moves[0], move: { kind: 'choose', cell: 16 } }] }),
      join(dir, 'missing.json'),
      write('deep.json', '['.repeat(100_000)),
      write(
        'forever.json',
        JSON.stringify({ ...real, seconds: 1 }, null, 2).replace('"seconds": 1', '"seconds": 1e999'),
      ),
    ];
    const r = await runCli(['grade', ...files, '--assignment', LINK]);
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([
      `${files[0]}:3: refused: not JSON (column 16: a key in double quotes expected, found ",")`,
      `${files[1]}:3: refused: version is 2; this stepdoku reads version 1 of the result file`,
      `${files[2]}: refused: larger than 8 MB: not a result file`,
      `${files[3]}:1: refused: the file is not a JSON object`,
      `${files[4]}:${lineOf(real, '"cell"')}: refused: moves[0].move.cell is not a whole number from 0 to 15`,
      `${files[5]}: refused: cannot read: no such file or directory`,
      `${files[6]}:1: refused: not JSON (column 34: nested more than 32 deep)`,
      `${files[7]}:${lineOf(real, '"seconds"')}: refused: seconds is not a number ≥ 0`,
    ]);
  });

  it('refuses a link that is no assignment before reading any file', async () => {
    for (const [link, why] of [
      ['?a=mrv', 'the link holds no assignment (ex=MODE.STEPS[.SIZE.FROM-TO], docs/teaching.md)'],
      ['?a=dlx&ex=undo.5', "the link's first board runs dlx, which Be the solver does not grade"],
      ['?a=mrv&ex=undo.5&p=12', "the link's puzzle cannot be used"],
    ]) {
      const r = await runCli(['grade', 'none.json', '--assignment', link]);
      expect(r.code).toBe(2);
      expect(r.stderr.split('\n')[0]).toBe(`stepdoku: --assignment: ${why}`);
    }
    expect((await runCli(['grade', 'none.json'])).stderr).toMatch(/^stepdoku: grade needs --assignment LINK/);
  });
});

/** The model's step at the result's `i`-th move. */
function stepOf(r: ExerciseResult, grid: Grid, i: number): Step {
  const run = new ExerciseRun(modelRun(grid, 'mrv'), grid, rulesOf('mrv')!, 'undo', 6);
  for (const m of r.moves.slice(0, i)) run.submit(m.move);
  return run.next() as Step;
}

function lineOfNth(content: object, text: string, nth: number): number {
  const all = JSON.stringify(content, null, 2).split('\n');
  let seen = -1;
  return all.findIndex((l) => l.includes(text) && ++seen === nth) + 1;
}

describe('docs/cli.md', () => {
  it('shows a real run of grade on the fixtures', async () => {
    const doc = readFileSync(join(ROOT, 'docs/cli.md'), 'utf8');
    const shown = /\$ npm run --silent stepdoku -- (grade .*)\n([^$]*)\$ echo \$\?\n(\d+)/.exec(doc)!;
    const args = shown[1].replace(/'([^']*)'/g, '$1').split(' ');
    const r = await runCli(args.map((a) => (a.startsWith('results/') ? join(FIXTURES, a) : a)));
    const out = (r.stdout + r.stderr).replaceAll(FIXTURES, '');
    expect(out).toBe(shown[2]);
    expect(String(r.code)).toBe(shown[3]);
  });
});
