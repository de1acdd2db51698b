import type { BoxSize } from '../core/geometry.ts';
import { geometry } from '../core/geometry.ts';
import type { ReadEntry } from '../core/parse.ts';
import { type AlgoChoice, isSolverFile } from './algoChoice.ts';
import { problemLine } from './countOnWorker.ts';
import { startJobCounter } from './counter/jobCounter.ts';
import type { Counter } from './counter/workerCounter.ts';
import type { Interruption } from './interruption.ts';
import type { Output } from './io.ts';
import type { PuzzleInput } from './puzzleInput.ts';
import type { JobOutcome } from './counter/countJob.ts';
import { boardText, closingLine, missingText, notReadText } from './solutionText.ts';
import { orderOptions, type OrderName } from './valueOrderOptions.ts';
import type { VariableOrder } from '../core/solvers/options.ts';

export interface SolveSettings {
  algo: AlgoChoice;
  limit: number;
  budget: number;
  pretty: boolean;
  order: OrderName;
  seed: string | undefined;
  varOrder: VariableOrder | undefined;
  interruption: Interruption;
  /** A solver file's problem on a puzzle, as one line. */
  onProblem(line: string): void;
  /** Each line a solver file prints, never on stdout, which holds the results. */
  onSolverOutput(line: string): void;
}

/** Puzzles solved ahead of the one being written, when each holds at most one solution. */
const AHEAD = 16;

/**
 * Solves each puzzle on the counting worker and writes its part in input order as the input streams; beyond limit 1,
 * one puzzle at a time with each solution written as found, so memory stays flat. Returns true if Ctrl-C stopped it.
 */
export async function solvePuzzles(input: PuzzleInput, out: Pick<Output, 'write'>, s: SolveSettings): Promise<boolean> {
  let counter: Counter | undefined;
  let written = 0;
  const write = (text: string) => {
    // --pretty grids are separated by a blank line.
    out.write((s.pretty && written++ > 0 && !text.startsWith('puzzle ') ? '\n' : '') + text);
  };
  const start = (entry: ReadEntry): Promise<() => void> => {
    if (!entry.puzzle) return Promise.resolve(() => write(notReadText(s.limit, entry.index)));
    const { n, cells } = entry.puzzle.grid;
    counter ??= startJobCounter(s.onSolverOutput);
    const job = {
      n,
      cells,
      algo: s.algo,
      limit: s.limit,
      budget: s.budget,
      solutions: true,
      ...(isSolverFile(s.algo) ? {} : orderOptions(s.algo, s.order, s.seed, s.varOrder)),
    };
    // A solver file's problem goes to stderr when its puzzle's turn comes.
    const report = (o: JobOutcome) => {
      if (o.problem) s.onProblem(problemLine(o.problem, entry.index));
    };
    if (s.limit === 1) {
      let first: Uint8Array | undefined;
      return counter
        .count(job, (boards) => (first ??= boards.slice(0, cells.length)))
        .then((o) => () => {
          report(o);
          write(first ? boardText(n, first, s.pretty) : missingText(o.status));
        });
    }
    return counter
      .count(job, (boards) => eachBoard(n, boards, (b) => write(boardText(n, b, s.pretty))))
      .then((o) => () => {
        report(o);
        write(closingLine(entry.index, o.counts.solutions, o.status));
      });
  };

  const queue: Promise<() => void>[] = [];
  const ahead = s.limit === 1 ? AHEAD : 1;
  const writeNext = async (): Promise<boolean> => {
    const next = await s.interruption.race(queue.shift()!);
    if (next === 'interrupted') return true;
    next();
    return false;
  };
  try {
    for await (const entry of input.entries()) {
      const job = start(entry);
      // A later job fails with the first one's error; only the one awaited reports it.
      job.catch(() => {});
      queue.push(job);
      while (queue.length >= ahead) if (await writeNext()) return true;
    }
    while (queue.length > 0) if (await writeNext()) return true;
    return false;
  } finally {
    await (counter as Counter | undefined)?.close();
  }
}

function eachBoard(n: BoxSize, boards: Uint8Array, f: (board: Uint8Array) => void): void {
  const size = geometry(n).cellCount;
  for (let at = 0; at < boards.length; at += size) f(boards.subarray(at, at + size));
}
