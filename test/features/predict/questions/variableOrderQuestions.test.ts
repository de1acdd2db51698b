import { describe, expect, it } from 'vitest';
import { geometry } from '../../../../src/core/geometry.ts';
import { emptyPeers } from '../../../../src/core/solvers/emptyPeers.ts';
import { predictAlgo } from '../../../../src/features/predict/predictAlgo.ts';
import { explain } from '../../../../src/features/predict/predictWords.ts';
import { checkAnswer, offeredKinds, type Question } from '../../../../src/features/predict/questions/index.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { moments, predictRun } from './predictRuns.ts';

// DESIGN's reference puzzle: MRV meets many ties on it.
const REFERENCE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const cellQuestions = (qss: Iterable<Question[]>) =>
  [...qss].flat().filter((q): q is Extract<Question, { kind: 'cell' }> => q.kind === 'cell');

describe('Predict follows the run’s variable order', () => {
  it('asks forward checking in its default order no "which cell" (it takes the first empty one), and with MRV’s order as MRV', () => {
    expect(offeredKinds('fc')).not.toContain('cell');
    expect(predictAlgo({ algo: 'fc' })).toBe('fc');
    expect(predictAlgo({ algo: 'fc', order: { variableOrder: 'mrv' } })).toBe('mrv');
    expect(predictAlgo({ algo: 'fc', order: { variableOrder: 'degree' } })).toBe('degree');
    expect(predictAlgo({ algo: 'mrv', order: { variableOrder: 'degree' } })).toBe('degree');
  });

  it('asks MAC in every order only where AC-3 wipes out and where it backs up to: its domains are not the board’s candidates', () => {
    for (const variableOrder of ['first', 'mrv', 'degree'] as const)
      expect(predictAlgo({ algo: 'mac', order: { variableOrder } })).toBe('mac');
    expect(offeredKinds('mac')).toEqual(['wipeout', 'backTo']);
  });

  it('grades "which cell" with the degree rule by the most empty peers, and says so', () => {
    const grid = gridFromLine(REFERENCE);
    const run = { ...predictRun(grid, 'mrv', { variableOrder: 'degree', budget: 2000 }), algo: 'degree' as const };
    const qs = cellQuestions(moments(run, ['cell']));
    expect(qs.length).toBeGreaterThan(50);
    const { peers } = geometry(3);
    for (const q of qs) {
      const board = run.boardAt(q.at);
      const accepted = q.accepted!;
      expect(accepted).toContain(q.cell);
      expect(accepted.every((c) => q.tied.includes(c))).toBe(true);
      const most = Math.max(...q.tied.map((c) => emptyPeers(board, peers[c])));
      expect(accepted).toEqual(q.tied.filter((c) => emptyPeers(board, peers[c]) === most));
    }
    // A tie the degree rule breaks away from reading order: the first in reading order is then wrong.
    const broken = qs.find((q) => q.cell !== q.tied[0])!;
    expect(broken).toBeDefined();
    const verdict = checkAnswer(broken, { kind: 'cell', cell: broken.tied[0] });
    expect(verdict.right).toBe(false);
    expect(explain(verdict.reason, 3)).toMatch(/most empty peers/);
    expect(checkAnswer(broken, { kind: 'cell', cell: broken.cell }).right).toBe(true);
  });
});
