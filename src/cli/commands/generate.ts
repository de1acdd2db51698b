import type { BoxSize } from '../../core/geometry.ts';
import { formatLine } from '../../core/format.ts';
import {
  createRng,
  GENERATE_METHODS,
  type GenerateMethod,
  generatePuzzle,
  type GivensRange,
  puzzlePool,
  type Grade,
  GRADES,
  type GenerateOptions,
  type RatingRange,
  SYMMETRIES,
  type Symmetry,
} from '../../core/generate/index.ts';
import { RATED_TECHNIQUES, type RatedTechnique } from '../../core/logic/seScale.ts';
import { defineCommand } from '../command.ts';
import { failureText } from '../failureText.ts';
import { EXIT_OK, UsageError } from '../errors.ts';
import { oneOf, text, wholeNumber } from '../values.ts';

/** The request could not be met: provably impossible, or no such puzzle found within the time limit. */
export const EXIT_NOT_MET = 3;

const SIDES = ['4', '9', '16'] as const;
const BOX_OF: Record<(typeof SIDES)[number], BoxSize> = { 4: 2, 9: 3, 16: 4 };

export const generateCommand = defineCommand({
  name: 'generate',
  summary: 'Generate puzzles with exactly one solution, one per line; the same seed gives the same puzzles.',
  synopsis:
    'generate [--size 4|9|16] [--count N] [--givens MIN-MAX] [--grade G] [--needs T] [--rating MIN-MAX] [--symmetry S] [--minimal] [--method M] [--seed S] [--with-solution]',
  positionals: [],
  options: {
    size: {
      kind: 'value',
      placeholder: '4|9|16',
      help: 'Board side (default 9).',
      parse: oneOf<(typeof SIDES)[number]>(SIDES),
      default: '9' as (typeof SIDES)[number],
    },
    count: {
      kind: 'value',
      short: 'n',
      placeholder: 'N',
      help: 'How many puzzles (default 1).',
      parse: wholeNumber(1),
      default: 1,
    },
    givens: {
      kind: 'value',
      placeholder: 'MIN-MAX',
      help: 'Givens per puzzle, a range or one number (default: dig as far as uniqueness allows).',
      parse: givensRange,
      default: undefined as GivensRange | undefined,
    },
    grade: {
      kind: 'value',
      placeholder: 'G',
      help: `Only puzzles of this grade: ${GRADES.join(', ')} (docs/generator.md).`,
      parse: oneOf<Grade>(GRADES),
      default: undefined as Grade | undefined,
    },
    needs: {
      kind: 'value',
      placeholder: 'T',
      help: `Only puzzles whose hardest technique on Sudoku Explainer's scale is T: ${RATED_TECHNIQUES.join(', ')} (docs/generator.md).`,
      parse: oneOf<RatedTechnique>(RATED_TECHNIQUES),
      default: undefined as RatedTechnique | undefined,
    },
    rating: {
      kind: 'value',
      placeholder: 'MIN-MAX',
      help: "Only puzzles rated MIN to MAX on Sudoku Explainer's scale, e.g. 4.0-5.0 (docs/generator.md).",
      parse: ratingRange,
      default: undefined as RatingRange | undefined,
    },
    symmetry: {
      kind: 'value',
      placeholder: 'S',
      help: `Pattern of the givens: ${SYMMETRIES.join(', ')} (default none).`,
      parse: oneOf<Symmetry>(SYMMETRIES),
      default: 'none' as Symmetry,
    },
    minimal: { kind: 'flag', help: 'Only puzzles from which no given can be removed without losing uniqueness.' },
    seed: {
      kind: 'value',
      placeholder: 'S',
      help: 'Seed (any text); default: a random one, printed on stderr.',
      parse: text,
      default: undefined as string | undefined,
    },
    'with-solution': { kind: 'flag', help: 'Follow each puzzle with a TAB and its solution.' },
    method: {
      kind: 'value',
      placeholder: 'dig|add|transform',
      help: 'Dig holes in a full grid (default); add givens until unique; or transform a stored 9×9 puzzle (fast, but variants of 192 stored puzzles).',
      parse: oneOf<GenerateMethod>(GENERATE_METHODS),
      default: 'dig' as GenerateMethod,
    },
    'time-limit': {
      kind: 'value',
      placeholder: 'SECONDS',
      help: 'Give up on a puzzle after this long (default 10).',
      parse: wholeNumber(1),
      default: 10,
    },
  },
  notes: [
    'Each line is the puzzle in reading order, . for a blank (16×16: 1-9 then A-G). Puzzle k of --count N\n' +
      'is the same as with --count k: each puzzle has its own seed, derived from --seed and k.',
    `Exit codes: 0 all puzzles made; 2 usage error; ${EXIT_NOT_MET} the request cannot be met: impossible (e.g. fewer than\n` +
      '17 givens on 9×9) or none found within --time-limit; the puzzles made before it are printed.',
  ],
  async run({ options }, io) {
    const seed = options.seed ?? String(Math.floor(Math.random() * 2 ** 32));
    if (options.seed === undefined)
      io.stderr.write(`stepdoku: seed ${seed} (pass --seed ${seed} for the same puzzles again)\n`);
    const request: GenerateOptions = {
      n: BOX_OF[options.size],
      givens: options.givens,
      grade: options.grade,
      needs: options.needs,
      rating: options.rating,
      symmetry: options.symmetry,
      minimal: options.minimal,
      method: options.method,
      timeLimitMs: options['time-limit'] * 1000,
    };
    for (let k = 1; k <= options.count; k++) {
      const r = generatePuzzle(request, createRng(`${seed}:${k}`), { pool: puzzlePool() });
      if (!r.ok) {
        const hint =
          r.cause === 'budget'
            ? '; a wider --givens range, another --grade or a longer --time-limit may help'
            : r.cause === 'impossible' && r.rule.rule.startsWith('transform')
              ? ' (--method dig)'
              : '';
        io.stderr.write(`stepdoku: cannot generate puzzle ${k}: ${failureText(r)}${hint}\n`);
        return EXIT_NOT_MET;
      }
      io.stdout.write(formatLine(r.puzzle) + (options['with-solution'] ? `\t${formatLine(r.solution)}` : '') + '\n');
    }
    return EXIT_OK;
  },
});

/** "4.0-5.0", "4–5" or "4.2" (both ends included). */
function ratingRange(raw: string, option: string): RatingRange {
  const m = /^(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?$/.exec(raw.trim());
  if (!m)
    throw new UsageError(
      `${option} expects MIN-MAX or a number, e.g. 4.0-5.0, got ${raw === '' ? 'an empty string' : raw}`,
    );
  const min = Number(m[1]),
    max = Number(m[2] ?? m[1]);
  if (min > max) throw new UsageError(`${option} expects MIN ≤ MAX, got ${raw}`);
  return { min, max };
}

/** "24-30", "24–30" or "25" (both ends included). */
function givensRange(raw: string, option: string): GivensRange {
  const m = /^(\d+)(?:\s*[-–]\s*(\d+))?$/.exec(raw.trim());
  if (!m)
    throw new UsageError(
      `${option} expects MIN-MAX or a number, e.g. 24-30, got ${raw === '' ? 'an empty string' : raw}`,
    );
  const min = Number(m[1]),
    max = Number(m[2] ?? m[1]);
  if (min > max) throw new UsageError(`${option} expects MIN ≤ MAX, got ${raw}`);
  return { min, max };
}
