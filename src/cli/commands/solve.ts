import { ALGORITHM_IDS, ALGORITHMS, type AlgorithmId } from '../../lib/engine/algorithms.ts';
import type { ParsedPuzzle } from '../../lib/engine/parse.ts';
import { defineCommand } from '../command.ts';
import { EXIT_BAD_INPUT, EXIT_OK, InputError } from '../errors.ts';
import type { FileSink, Io } from '../io.ts';
import { describeFsError, loadPuzzles } from '../puzzleInput.ts';
import { NO_SOLUTION, NOT_READ, notReadText, solutionText } from '../solutionText.ts';
import { orderOptions, valueOrderOptions } from '../valueOrderOptions.ts';
import { oneOf, text, wholeNumber } from '../values.ts';

export const solveCommand = defineCommand({
  name: 'solve',
  summary: 'Solve every puzzle in FILE and print the solutions, one line per puzzle.',
  synopsis: `solve FILE [--algo ${ALGORITHM_IDS.join('|')}] [--limit N] [--order asc|random|lcv] [--seed S] [--out FILE] [--pretty]`,
  positionals: ['FILE'],
  options: {
    algo: {
      kind: 'value',
      placeholder: ALGORITHM_IDS.join('|'),
      help: 'The algorithm (default mrv). Every algorithm finds the same solutions; propagate is the fastest.',
      parse: oneOf<AlgorithmId>(ALGORITHM_IDS),
      default: 'mrv' as AlgorithmId,
    },
    limit: {
      kind: 'value',
      placeholder: 'N',
      help: 'Solutions to look for per puzzle: 1 (default), 2 to test uniqueness, 0 for all.',
      parse: wholeNumber(0),
      default: 1,
    },
    ...valueOrderOptions,
    out: {
      kind: 'value',
      short: 'o',
      placeholder: 'FILE',
      help: 'Write the solutions to FILE instead of stdout (e.g. puzzles.dat -> puzzles.res).',
      parse: text,
      default: undefined as string | undefined,
    },
    pretty: { kind: 'flag', help: 'Print each solution as a grid with box lines instead of one line.' },
  },
  notes: [
    'FILE may be - for stdin, in any format stepdoku reads: 81 (16, 256) characters per line with 0 or . for\n' +
      'blanks, digit grids with or without separators, Project Euler 96 "Grid NN" files.',
    `With --limit 1 the output has one line per puzzle, in the input's order: its solution, or\n` +
      `"${NO_SOLUTION}", or "${NOT_READ}" for a puzzle that did not parse. With any other limit each\n` +
      `puzzle gets a header line, "puzzle 3: 2 solutions" or "puzzle 4: ${NO_SOLUTION}", then one line\n` +
      'per solution found (with --limit 0 all of them are held in memory).',
    'Puzzles that do not parse are reported on stderr as FILE:LINE:COL: why; the others are still solved,\n' +
      'and the exit code is then 1.',
  ],
  async run({ options, positionals }, io) {
    const { algo, limit, out, pretty, order, seed } = options;
    const { puzzles, issues, failed } = await loadPuzzles(positionals[0], io);
    const sink = out === undefined ? io.stdout : openOut(out, io);
    try {
      const count = ALGORITHMS[algo].count;
      const maxStoredSolutions = limit === 0 ? Infinity : limit;
      inInputOrder(puzzles, failed).forEach((p, i) => {
        const o = { pretty, limit, index: typeof p === 'number' ? p : p.index };
        const text =
          typeof p === 'number'
            ? notReadText(o)
            : solutionText(
                p.grid.n,
                count(p.grid, { limit, maxStoredSolutions, ...orderOptions(algo, order, seed) }),
                o,
              );
        sink.write((pretty && i > 0 ? '\n' : '') + text);
      });
    } finally {
      if (sink !== io.stdout) (sink as FileSink).close();
    }
    return issues > 0 ? EXIT_BAD_INPUT : EXIT_OK;
  },
});

/** The parsed puzzles with the numbers of the failed ones slotted in where they stood. */
function inInputOrder(puzzles: readonly ParsedPuzzle[], failed: readonly number[]): (ParsedPuzzle | number)[] {
  const all: (ParsedPuzzle | number)[] = [...puzzles, ...failed];
  const indexOf = (p: ParsedPuzzle | number) => (typeof p === 'number' ? p : p.index);
  return all.sort((a, b) => indexOf(a) - indexOf(b));
}

function openOut(path: string, io: Io): FileSink {
  try {
    return io.createFile(path);
  } catch (e) {
    throw new InputError(`cannot write ${path}: ${describeFsError(e)}`);
  }
}
