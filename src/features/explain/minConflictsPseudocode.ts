/**
 * AIMA's MIN-CONFLICTS (fig. 6.8) with the restart rule of docs/events.md; a restart's clears light its line too. Typed
 * where pseudocode.ts takes it, so the two files do not import each other.
 */
export const MIN_CONFLICTS_PSEUDOCODE = {
  lines: [
    { code: 'min_conflicts(board, max_steps):', indent: 0 },
    { code: 'for each empty cell, in reading order:', indent: 1 },
    {
      code: 'cell ← the digit with the fewest clashes (ties: seeded)',
      indent: 2,
      note: 'full assignment',
      on: ['initial'],
    },
    { code: 'for i in 1 … max_steps:', indent: 1 },
    { code: 'if nothing clashes: record the solution; return', indent: 2, on: ['solution'] },
    { code: 'cell ← a clashing cell, drawn by the seed', indent: 2 },
    { code: 'cell ← the digit with the fewest clashes (ties: seeded)', indent: 2, note: 'repair', on: ['repair'] },
    {
      code: 'if no better board for 2 × blanks steps: clear all; fill anew',
      indent: 2,
      note: 'restart',
      on: ['restart', 'backtrack'],
    },
    { code: 'return failure', indent: 1, note: 'gave up' },
  ],
};
