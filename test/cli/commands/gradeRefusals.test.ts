import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXERCISE_ALGOS } from '../../../src/features/exercise/grading/index.ts';
import { FIXTURES, runCli } from '../inProcess.ts';

const LINK = '?a=mrv&ex=undo.6.4.1-30';
/** A real attempt: seed 17, six steps in undo mode, the third step missed once (docs/cli.md shows it graded). */
const REAL = JSON.parse(readFileSync(join(FIXTURES, 'results/stepdoku-exercise-mrv-5of6.json'), 'utf8')) as Record<
  string,
  unknown
> & { moves: Record<string, unknown>[]; mistakes: Record<string, unknown>[] };

const edit = (o: object) => ({ ...REAL, ...o });
const firstMove = (o: object) => edit({ moves: [{ ...REAL.moves[0], ...o }, ...REAL.moves.slice(1)] });

/** Every kind of refusal the grader words, each by one edit of a real file, with the words it prints. */
const REFUSALS: [string, object, string][] = [
  ['the format', edit({ format: 'x' }), 'format is not "stepdoku-exercise": not a result file'],
  ['the name', edit({ name: 5 }), 'name is not a text of at most 100 characters'],
  ['the puzzle', edit({ puzzle: '12' }), 'puzzle is not a puzzle of 16, 81 or 256 cells without clashes'],
  [
    'the recipe',
    edit({ recipe: 'x' }),
    'recipe is neither null nor a generator recipe (SIDE.GRADE.MIN-MAX.SYMMETRY.SEED)',
  ],
  ['a recipe not a text', edit({ recipe: 5 }), 'recipe is not a text'],
  ['the algorithm', edit({ algorithm: 'dlx' }), `algorithm is not one of ${EXERCISE_ALGOS.join(', ')}`],
  ['an order', edit({ algorithm: 'naive' }), 'variableOrder is not an order naive can take'],
  ['the moves', edit({ moves: 'x' }), 'moves is not a list'],
  ['a verdict', firstMove({ right: 'yes' }), 'moves[0].right is not true or false'],
  ['an event', firstMove({ at: -1 }), 'moves[0].at is not a whole number ≥ 0'],
  ['a move', firstMove({ move: 3 }), 'moves[0].move is not an object'],
  ['the steps', edit({ steps: 0 }), 'steps is not a whole number from 1 to 999'],
  ['a reason', edit({ mistakes: [{ ...REAL.mistakes[0], reason: 5 }] }), 'mistakes[0].reason is not a text'],
  ['shown', edit({ shown: 1 }), 'shown is not true or false'],
  ['the kind of recipe', edit({ recipe: null }), "recipe is not a puzzle of the assignment's: 4×4, from a seed"],
  ['the mode', edit({ mode: 'fix' }), "mode is fix, but the assignment's is undo"],
  ['a move late', firstMove({ at: 5 }), "moves[0].at is 5, but replayed, the model's next step is at event 0"],
  ['a move too many', edit({ moves: [...REAL.moves, REAL.moves[0]] }), 'moves[7] comes after the attempt was over'],
  [
    'a mistake',
    edit({ mistakes: [{ ...REAL.mistakes[0], at: 4 }] }),
    'mistakes[0] is not the mistake the moves make: not_dead at event 3',
  ],
  [
    'the steps graded',
    edit({ score: { right: 5, graded: 7 } }),
    'score.graded is 7, but replayed, the moves grade 6 steps',
  ],
];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'stepdoku-refusals-'));
});

describe('stepdoku grade words every refusal', () => {
  it('in a result file, as it names the field', async () => {
    const paths = REFUSALS.map(([what, content]) => {
      const path = join(dir, `${what.replaceAll(' ', '-')}.json`);
      writeFileSync(path, JSON.stringify(content, null, 2));
      return path;
    });
    const r = await runCli(['grade', ...paths, '--assignment', LINK]);
    expect(r.code).toBe(1);
    const said = r.stderr
      .trimEnd()
      .split('\n')
      .map((l) => l.replace(/^.*?: refused: /, ''));
    expect(said).toEqual(REFUSALS.map(([, , why]) => why));
  });

  it('in an assignment link', async () => {
    for (const [link, why] of [
      [`?a=mrv&ex=undo.5&x=${'1'.repeat(2100)}`, 'the link is too long for the page to read'],
      [
        '?a=mrv&ex=undo.5&o=lcv',
        "the link's first board tries values out of ascending order, which Be the solver does not grade",
      ],
      ['?a=mrv&ex=undo.5&p=12&s=x', "the link's puzzle, speed cannot be used"],
    ]) {
      const r = await runCli(['grade', 'none.json', '--assignment', link]);
      expect(r.stderr.split('\n')[0]).toBe(`stepdoku: --assignment: ${why}`);
    }
  });
});
