import { ALGORITHM_IDS } from '../../core/algorithms.ts';
import {
  type AlgoChoice,
  algoChoice,
  checkLimitFor,
  checkSolverFiles,
  SOLVER_FILE_RIGHTS,
  solverFilesRead,
} from '../algoChoice.ts';
import { defineCommand } from '../command.ts';
import { EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_OK } from '../errors.ts';
import { listenForInterrupt } from '../interruption.ts';
import { openOut } from '../outFile.ts';
import { PuzzleInput } from '../puzzleInput.ts';
import { sizeOption } from '../sizeOption.ts';
import { GAVE_UP, NO_SOLUTION, NOT_READ, SOLVER_FAILED } from '../solutionText.ts';
import { solvePuzzles } from '../solvePuzzles.ts';
import { valueOrderOptions } from '../valueOrderOptions.ts';
import { text, wholeNumber } from '../values.ts';

export const solveCommand = defineCommand({
  name: 'solve',
  summary: 'Solve every puzzle in FILE and print the solutions, one line per puzzle.',
  synopsis: `solve FILE [--algo ${ALGORITHM_IDS.join('|')}|FILE.py|FILE.js] [--limit N] [--budget N] [--size 4|9|16] [--order asc|random|lcv] [--seed S] [--var-order first|mrv|degree] [--out FILE] [--pretty]`,
  positionals: ['FILE'],
  readsPositionals: true,
  options: {
    algo: {
      kind: 'value',
      placeholder: `${ALGORITHM_IDS.join('|')}|FILE.py|FILE.js`,
      help: 'The algorithm (default mrv), or your own solver in a .py or .js file (docs/your-solver.md). Every algorithm finds the same solutions; dlx and propagate are the fastest.',
      parse: algoChoice,
      default: 'mrv' as AlgoChoice,
      reads: (algo: AlgoChoice) => solverFilesRead([algo]),
    },
    limit: {
      kind: 'value',
      placeholder: 'N',
      help: 'Solutions to look for per puzzle: 1 (default), 2 to test uniqueness, 0 for all.',
      parse: wholeNumber(0),
      default: 1,
    },
    budget: {
      kind: 'value',
      placeholder: 'N',
      help: `Give up on a puzzle after N placements ("${GAVE_UP}"), so one hard line cannot stall a file. Default: no cap.`,
      parse: wholeNumber(1),
      default: Infinity,
    },
    size: sizeOption,
    ...valueOrderOptions,
    out: {
      kind: 'value',
      short: 'o',
      placeholder: 'FILE',
      help: 'Write the solutions to FILE instead of stdout, replacing it only once all are written.',
      parse: text,
      default: undefined as string | undefined,
      writes: 'the solutions',
    },
    pretty: { kind: 'flag', help: 'Print each solution as a grid with box lines instead of one line.' },
  },
  notes: [
    'FILE may be - for stdin, in any format stepdoku reads: 81 (16, 256) characters per line with 0 or . for\n' +
      'blanks, digit grids with or without separators, Project Euler 96 "Grid NN" files; UTF-8 or UTF-16.',
    `With --limit 1 the output has one line per puzzle, in the input's order: its solution, or\n` +
      `"${NO_SOLUTION}", "${GAVE_UP}", or "${NOT_READ}" for a puzzle that did not parse. With any other\n` +
      'limit each solution is printed as it is found, one line each, and a line closes each puzzle:\n' +
      `"puzzle 3: 2 solutions" or "puzzle 4: ${NO_SOLUTION}".`,
    'Puzzles that do not parse are reported on stderr as FILE:LINE:COL: why; the others are still solved,\n' +
      'and the exit code is then 1. --out FILE is left as it was if the run is stopped or finds no puzzle,\n' +
      'and may not be the input or the solver file. Ctrl-C stops at once, exit code 130.',
    'A solver file (--algo ./my_solver.py) runs through the same checks as in the browser. An illegal event\n' +
      `or an exception is reported on stderr as SOLVER:LINE: why (puzzle N), the puzzle's line says\n` +
      `"${SOLVER_FAILED.illegal}" or "${SOLVER_FAILED.error}", the next puzzle is solved, and the exit code is then 1.`,
    SOLVER_FILE_RIGHTS,
  ],
  async run({ options, positionals }, io) {
    const { algo, limit, budget, size, out, pretty, order, seed, 'var-order': varOrder } = options;
    checkLimitFor([algo], limit);
    const input = new PuzzleInput(positionals[0], io, size);
    checkSolverFiles([algo]);
    let problems = 0;
    // Ctrl-C is caught before the temporary file exists, so no signal can leave it behind.
    const interruption = listenForInterrupt(io, out === undefined);
    let sink;
    try {
      sink = out === undefined ? undefined : openOut(out, io);
    } catch (e) {
      interruption.stop();
      throw e;
    }
    let done = false;
    try {
      const stopped = await solvePuzzles(input, sink ?? io.stdout, {
        algo,
        limit,
        budget,
        pretty,
        order,
        seed,
        varOrder,
        interruption,
        onProblem(line) {
          problems++;
          io.stderr.write(line + '\n');
        },
        onSolverOutput: (line) => io.stderr.write(line + '\n'),
      });
      if (stopped) return EXIT_INTERRUPTED;
      done = input.count > 0;
      return input.issues + problems > 0 ? EXIT_BAD_INPUT : EXIT_OK;
    } finally {
      interruption.stop();
      if (done) sink?.commit();
      else sink?.discard();
    }
  },
});
