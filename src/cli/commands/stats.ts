import type { AlgorithmId } from '../../core/algorithms.ts';
import { defineCommand } from '../command.ts';
import { countPuzzles } from '../countPuzzles.ts';
import { countOnWorker } from '../countOnWorker.ts';
import {
  type AlgoChoice,
  algoChoices,
  checkLimitFor,
  checkSolverFiles,
  choiceName,
  isSolverFile,
  SOLVER_FILE_RIGHTS,
  solverFilesRead,
} from '../algoChoice.ts';
import { EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_OK } from '../errors.ts';
import { listenForInterrupt } from '../interruption.ts';
import { jobsOption } from '../jobsOption.ts';
import { Progress } from '../progress.ts';
import { PuzzleInput } from '../puzzleInput.ts';
import { sizeOption } from '../sizeOption.ts';
import { ownCountsOf } from '../../core/algorithmTable.ts';
import { AlgoTotals, STATS_COLUMNS, statsColumns } from '../../core/table/statsRows.ts';
import { statsSummary } from '../statsSummary.ts';
import { formatHeader, formatRow, TABLE_FORMATS, type TableFormat, type TableValue } from '../../core/table/table.ts';
import { algoLabel, orderOptions, valueOrderOptions } from '../valueOrderOptions.ts';
import { oneOf, text, wholeNumber } from '../values.ts';
import { openOut } from '../outFile.ts';
import { StatsPlot } from '../statsPlot.ts';
import { RATING_COLUMNS, ratingValues } from '../../core/table/ratingRow.ts';

export const statsCommand = defineCommand({
  name: 'stats',
  summary: 'Count the steps each algorithm takes on every puzzle in FILE: one row per puzzle and algorithm.',
  synopsis:
    'stats FILE [--algo naive,mrv] [--limit N] [--budget N] [--jobs N] [--svg FILE] [--size 4|9|16] [--order asc|random|lcv] [--seed S] [--var-order first|mrv|degree] [--rating] [--format tsv|csv|json]',
  positionals: ['FILE'],
  readsPositionals: true,
  options: {
    algo: {
      kind: 'value',
      placeholder: 'LIST',
      help: 'Algorithms to run, comma-separated, in the order their rows come (default naive,mrv); a .py or .js file is your own solver (docs/your-solver.md).',
      parse: algoChoices,
      default: ['naive', 'mrv'] as AlgoChoice[],
      reads: solverFilesRead,
    },
    limit: {
      kind: 'value',
      placeholder: 'N',
      help: 'Stop each run after N solutions: 1 (default), 2 to test uniqueness, 0 for all.',
      parse: wholeNumber(0),
      default: 1,
    },
    budget: {
      kind: 'value',
      placeholder: 'N',
      help: 'Give up on a puzzle after N placements (status budget). Default: no cap.',
      parse: wholeNumber(1),
      default: Infinity,
    },
    jobs: jobsOption,
    svg: {
      kind: 'value',
      placeholder: 'FILE',
      help: "Also write the lab's scatter of the first two --algo runs' placements (one point per puzzle) to FILE as SVG.",
      parse: text,
      default: undefined as string | undefined,
      writes: 'the plot',
    },
    size: sizeOption,
    ...valueOrderOptions,
    rating: {
      kind: 'flag',
      help: "Add each puzzle's human difficulty (SE rating: Sudoku Explainer's scale), its hardest technique and the steps per technique, beside the search effort (placements) (docs/logic.md).",
    },
    format: {
      kind: 'value',
      placeholder: 'tsv|csv|json',
      help: 'Output format (default tsv); json is one object per line.',
      parse: oneOf<TableFormat>(TABLE_FORMATS),
      default: 'tsv' as TableFormat,
    },
  },
  notes: [
    `Columns: ${STATS_COLUMNS.join(' ')}.\n` +
      "line is the puzzle's number in FILE; placements counts every digit written, guessed or forced (assigns\n" +
      'is the forced part, as the player says "49 placements (49 forced)"); status is solved, no-solution,\n' +
      'limit (stopped at the --limit)\n' +
      'or budget. algo says the value order when it is not the canonical one: mrv/lcv, naive/random:SEED.\n' +
      'Counts only some algorithms make come last, only when --algo has one: wipeouts (fc, mac), revisions\n' +
      '(mac), jumps and jumped_over (cbj), restarts (minconflicts).\n' +
      'After the puzzles comes one totals row per algorithm (line = total; max_depth is the\n' +
      'deepest; status is the one all puzzles share, or mixed).',
    `--rating adds ${RATING_COLUMNS.join(' ')} to every row (empty on the totals): human difficulty, the\n` +
      "rating on Sudoku Explainer's scale, beside the counts' search effort; the first technique that reached\n" +
      'it (beyond: the ladder stops short, and se_rating is empty) and the steps per technique, as id:count\n' +
      'separated by spaces; without it the rows are as before.',
    'stderr gets a one-line summary with the naive/MRV placement ratio, and progress while running if it\n' +
      'is a terminal. Ctrl-C stops at once: the totals so far are printed (status cancelled), exit code 130.',
    'Puzzles that do not parse are reported as FILE:LINE:COL: why; the others are still counted, and the\n' +
      'exit code is then 1.',
    'A solver file (--algo naive,./my_solver.py) runs through the same checks as in the browser; its rows\n' +
      'are named after the file. An illegal event or an exception is reported as SOLVER:LINE: why (puzzle N),\n' +
      'its row gets status illegal or error, the next puzzle is run, and the exit code is then 1. --order and\n' +
      '--budget apply to the built-ins; a solver file stops after 10^8 events (status budget). With a solver\n' +
      'file, puzzles are counted one at a time (--jobs does not apply).',
    SOLVER_FILE_RIGHTS,
  ],
  async run({ options, positionals }, io) {
    const { algo: algos, limit, budget, jobs, svg, size, format, order, seed, 'var-order': varOrder, rating } = options;
    checkLimitFor(algos, limit);
    const label = (a: AlgoChoice) => (isSolverFile(a) ? choiceName(a) : algoLabel(a, order, seed, varOrder));
    const input = new PuzzleInput(positionals[0], io, size);
    const { name } = input;
    const own = ownCountsOf(algos.filter((a) => !isSolverFile(a)) as string[]);
    const plot = svg === undefined ? undefined : new StatsPlot(algos.map((a) => label(a)));
    const columns = rating ? [...statsColumns(own), ...RATING_COLUMNS] : statsColumns(own);
    const writeRows = (rows: TableValue[][]) => {
      let text = '';
      for (const row of rows) {
        plot?.add(row);
        text += formatRow(columns, row, format) + '\n';
      }
      io.stdout.write(text);
    };
    const header = formatHeader(columns, format);
    if (header !== undefined) io.stdout.write(header + '\n');
    checkSolverFiles(algos);
    const totals = algos.map((a) => new AlgoTotals(a, label(a)));
    let problems = 0;
    const interruption = listenForInterrupt(io, true);
    try {
      const context = {
        name,
        limit,
        budget,
        jobs,
        order: (a: AlgorithmId) => orderOptions(a, order, seed, varOrder),
        own,
        rate: rating,
        interruption,
        progress: new Progress(io.stderr),
        onRow: (values: TableValue[]) => writeRows([values]),
        onRows: writeRows,
        onProblem(line: string) {
          problems++;
          io.stderr.write(line + '\n');
        },
        onSolverOutput: (line: string) => io.stderr.write(line + '\n'),
      };
      const stopped = algos.some(isSolverFile)
        ? await countOnWorker(input.entries(), totals, context)
        : // Built-ins only: every totals' algo is an AlgorithmId.
          await countPuzzles(input.groups(), totals as AlgoTotals[], context);
      const unrated = rating ? ratingValues(undefined) : [];
      writeRows(totals.map((t) => [...t.row(stopped, own), ...unrated]));
      io.stderr.write(statsSummary(totals, stopped ? undefined : totals[0].puzzles, stopped) + '\n');
      if (plot && svg !== undefined) {
        const out = openOut(svg, io);
        out.write(plot.svg());
        out.commit();
      }
      if (stopped) return EXIT_INTERRUPTED;
      return input.issues + problems > 0 ? EXIT_BAD_INPUT : EXIT_OK;
    } finally {
      interruption.stop();
    }
  },
});
