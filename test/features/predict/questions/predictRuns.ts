import { applyPacked, type AlgorithmId, type Grid, type SolveOptions } from '../../../../src/core/index.ts';
import {
  askAt,
  findMoment,
  QUESTION_KINDS,
  type PredictAlgo,
  type Question,
  type QuestionKind,
  type WordLog,
} from '../../../../src/features/predict/questions/index.ts';
import { collectPacked } from '../../../helpers/runs.ts';

/** A finished run as predict mode reads it: its words, and the board before any event. */
export interface PredictRun {
  grid: Grid;
  algo: PredictAlgo;
  log: WordLog;
  /** The board before event `e`. */
  boardAt(e: number): Uint8Array;
}

export function predictRun(grid: Grid, algo: AlgorithmId, options?: SolveOptions): PredictRun {
  const { words } = collectPacked(grid, algo, options);
  const log: WordLog = { total: words.length, finished: true, wordAt: (e) => words[e] };
  return {
    grid,
    algo,
    log,
    boardAt(e) {
      const b = grid.cells.slice();
      for (let i = 0; i < e; i++) applyPacked(b, words[i]);
      return b;
    },
  };
}

/** Every moment of a run that asks one of `kinds`, walked the way the player walks it, with its questions. */
export function* moments(
  run: PredictRun,
  kinds: readonly QuestionKind[] = QUESTION_KINDS,
  algo: PredictAlgo = run.algo,
): Generator<Question[]> {
  const wanted = new Set(kinds);
  const board = run.grid.cells.slice();
  let at = 0;
  for (;;) {
    const m = findMoment(run.log, algo, at, run.log.total, wanted);
    if (!m) return;
    if (!m.moment) throw new Error(`a finished run's event ${m.at} is not at hand`);
    for (let i = at; i < m.at; i++) applyPacked(board, run.log.wordAt(i)!);
    const qs = askAt(run.log, m.at, board, run.grid.n, algo, m.kinds);
    if (qs === 'pending') throw new Error(`a finished run's moment ${m.at} is pending`);
    yield qs;
    applyPacked(board, run.log.wordAt(m.at)!);
    at = m.at + 1;
  }
}
