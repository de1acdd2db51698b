/**
 * The algorithms benchmark: puzzles per second for every algorithm on the large data sets, without
 * events (`count`, the fast path) and with them (`solveBatches`, each batch copied as the worker does),
 * next to the npm package `dancing-links` (a benchmark-only dev dependency) on the same puzzles. Every
 * solution is checked. Then 16×16 puzzles, solved one at a time.
 *
 * The sets are the test fixtures' copies (test/fixtures, sources in its README), not static/puzzles:
 * the app has no use for 4 MB of 17-clue puzzles.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DancingLinks } from 'dancing-links';
import {
  ALGORITHM_IDS,
  ALGORITHMS,
  isSolved,
  parsePuzzle,
  solveBatches,
  type AlgorithmId,
  type Grid,
} from '../../src/core/index.ts';
import { createRng, generatePuzzle } from '../../src/core/generate/index.ts';
import { describeMachine, machine } from './machine.ts';
import type { Section, SectionOptions } from './section.ts';
import { grouped, markdownTable, type Table, textTable } from './table.ts';
import { measureInterleaved, type Timed } from './timing.ts';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/', import.meta.url));

/** Naive and MRV without propagation take minutes to hours on these sets: a sample, under a budget. */
const SLOW: AlgorithmId[] = ['naive', 'mrv'];
const SLOW_SAMPLE = 20;
const SLOW_BUDGET = 200_000;
/** Every 10th 17-clue puzzle is timed (4,916 of them); all 49,158 are solved and checked once. */
const SEVENTEEN_STRIDE = 10;
export const TARGET_16X16_MS = 1000;

interface PuzzleSet {
  label: string;
  grids: Grid[];
}

function readSet(file: string): Grid[] {
  return readFileSync(FIXTURES + file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const r = parsePuzzle(l.trim());
      if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.error.why)}`);
      return r.grid;
    });
}

/** The npm package on one puzzle: the exact-cover rows a blank or given cell allows, solved for one solution. */
function dancingLinksSolve(dlx: DancingLinks<number>, grid: Grid): Uint8Array {
  const n = grid.n,
    size = n * n,
    cellCount = size * size,
    cells = grid.cells;
  const solver = dlx.createSolver({ columns: 4 * cellCount });
  for (let c = 0; c < cellCount; c++) {
    const r = Math.floor(c / size),
      col = c % size,
      b = Math.floor(r / n) * n + Math.floor(col / n);
    for (let d = 0; d < size; d++) {
      if (cells[c] !== 0 && cells[c] !== d + 1) continue;
      solver.addSparseConstraint(c * size + d, [
        c,
        cellCount + r * size + d,
        2 * cellCount + col * size + d,
        3 * cellCount + b * size + d,
      ]);
    }
  }
  const found = solver.findOne();
  const out = new Uint8Array(cellCount);
  if (found.length > 0) for (const row of found[0]) out[Math.floor(row.data / size)] = (row.data % size) + 1;
  return out;
}

/** Throws unless `solution` is a valid full board that keeps the givens. */
function check(label: string, grid: Grid, solution: Uint8Array | undefined): void {
  const ok =
    solution !== undefined &&
    isSolved({ n: grid.n, cells: solution }) &&
    grid.cells.every((d, c) => d === 0 || solution[c] === d);
  if (!ok) throw new Error(`${label}: a wrong or missing solution`);
}

function workloads(set: PuzzleSet, algo: AlgorithmId | 'dancing-links'): Timed[] {
  const grids = set.grids;
  if (algo === 'dancing-links') {
    const dlx = new DancingLinks<number>();
    return [{ name: 'count', run: () => grids.reduce((k, g) => k + (dancingLinksSolve(dlx, g)[0] > 0 ? 1 : 0), 0) }];
  }
  const options = SLOW.includes(algo) ? { budget: SLOW_BUDGET } : {};
  return [
    {
      name: 'count',
      run: () => grids.reduce((k, g) => k + (ALGORITHMS[algo].count(g, options).status === 'solved' ? 1 : 0), 0),
    },
    {
      name: 'events',
      run: () => {
        let solved = 0;
        for (const g of grids) {
          const gen = solveBatches(g, algo, options);
          let step = gen.next();
          for (; !step.done; step = gen.next()) keep = step.value.slice();
          if (step.value.status === 'solved') solved++;
        }
        return solved;
      },
    },
  ];
}
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a sink the optimiser cannot drop
let keep: Uint32Array | undefined;

/** Solves every puzzle once with each fast algorithm and the package, checking each solution. */
function verify(sets: PuzzleSet[], allSeventeen: Grid[], log: (s: string) => void): number {
  const dlx = new DancingLinks<number>();
  let checked = 0;
  for (const set of [
    ...sets.filter((s) => !s.label.startsWith('17-clue')),
    { label: '17-clue (all)', grids: allSeventeen },
  ]) {
    log(`algorithms: checking every solution of ${set.label} …`);
    for (const g of set.grids) {
      for (const algo of ALGORITHM_IDS.filter((a) => !SLOW.includes(a)))
        check(`${algo} ${set.label}`, g, ALGORITHMS[algo].count(g).solutions[0]);
      check(`dancing-links ${set.label}`, g, dancingLinksSolve(dlx, g));
      checked++;
    }
  }
  return checked;
}

interface Row {
  set: string;
  algo: string;
  puzzles: number;
  countPerS: number;
  eventsPerS: number | null;
  note: string;
}

const perSecond = (puzzles: number, ms: number): number => (puzzles / ms) * 1000;

function table(rows: Row[]): Table {
  return {
    head: ['set', 'algo', 'puzzles', 'no events (puzzles/s)', 'with events (puzzles/s)', 'note'],
    numeric: [false, false, true, true, true, false],
    rows: rows.map((r) => [
      r.set,
      r.algo,
      grouped(r.puzzles),
      grouped(r.countPerS),
      r.eventsPerS === null ? '–' : grouped(r.eventsPerS),
      r.note,
    ]),
  };
}

function sixteenRows(log: (s: string) => void): { rows: string[][]; worstMs: number } {
  const grids: { label: string; grid: Grid }[] = readSet('generated_16x16.txt').map((grid) => ({
    label: 'generated_16x16.txt (2+ solutions)',
    grid,
  }));
  for (const seed of [1, 2, 3]) {
    log(`algorithms: generating a unique 16×16 puzzle, seed ${seed} …`);
    const r = generatePuzzle({ n: 4 }, createRng(seed));
    if (r.ok) grids.push({ label: `generated, unique, seed ${seed} (${r.givens} givens)`, grid: r.puzzle });
  }
  let worstMs = 0;
  const rows: string[][] = [];
  for (const { label, grid } of grids) {
    const row = [label];
    for (const algo of ALGORITHM_IDS.filter((a) => !SLOW.includes(a))) {
      const t0 = performance.now();
      const r = ALGORITHMS[algo].count(grid);
      const ms = performance.now() - t0;
      check(`${algo} 16×16`, grid, r.solutions[0]);
      worstMs = Math.max(worstMs, ms);
      row.push(`${ms.toFixed(1)} ms`);
    }
    rows.push(row);
  }
  return { rows, worstMs };
}

export function algorithmsSection({ reps, log }: SectionOptions): Section {
  const allSeventeen = readSet('sudoku17_49158.txt');
  const sets: PuzzleSet[] = [
    { label: 'magictour top1465', grids: readSet('magictour_top1465.txt') },
    {
      label: `17-clue (every ${SEVENTEEN_STRIDE}th)`,
      grids: allSeventeen.filter((_, i) => i % SEVENTEEN_STRIDE === 0),
    },
    { label: 'forum_hardest_1106', grids: readSet('forum_hardest_1106.txt') },
  ];
  const checked = verify(sets, allSeventeen, log);
  const rows: Row[] = [];
  for (const set of sets) {
    for (const algo of [...ALGORITHM_IDS, 'dancing-links' as const]) {
      const slow = (SLOW as string[]).includes(algo);
      const timedSet = slow ? { label: set.label, grids: set.grids.slice(0, SLOW_SAMPLE) } : set;
      log(`algorithms: ${algo} on ${timedSet.label} (${timedSet.grids.length}) …`);
      const t = measureInterleaved(workloads(timedSet, algo), { reps, minRoundMs: 1000 });
      const solved = t.get('count')!.events;
      const events = t.get('events');
      rows.push({
        set: set.label,
        algo,
        puzzles: timedSet.grids.length,
        countPerS: perSecond(timedSet.grids.length, t.get('count')!.bestMs),
        eventsPerS: events ? perSecond(timedSet.grids.length, events.bestMs) : null,
        note: slow ? `first ${SLOW_SAMPLE}, budget ${grouped(SLOW_BUDGET)} placements: ${solved} solved` : '',
      });
    }
  }
  const sixteen = sixteenRows(log);
  const fast = ALGORITHM_IDS.filter((a) => !SLOW.includes(a));
  const verdicts = sets.map((s) => {
    const mine = rows.filter((r) => r.set === s.label && fast.includes(r.algo as AlgorithmId));
    const best = mine.reduce((a, b) => (b.countPerS > a.countPerS ? b : a));
    const theirs = rows.find((r) => r.set === s.label && r.algo === 'dancing-links')!;
    const ok = best.countPerS > theirs.countPerS;
    return `${s.label}: our fastest (${best.algo}, ${grouped(best.countPerS)}/s) ${ok ? 'ahead of' : 'NOT ahead of'} dancing-links (${grouped(theirs.countPerS)}/s), ${(best.countPerS / theirs.countPerS).toFixed(2)}x`;
  });
  verdicts.push(
    `16×16 under ${TARGET_16X16_MS} ms each: ${sixteen.worstMs < TARGET_16X16_MS ? 'met' : 'NOT met'} (slowest ${sixteen.worstMs.toFixed(1)} ms)`,
  );
  const sixteenTable: Table = {
    head: ['16×16 puzzle', ...fast.map((a) => `${a} (count)`)],
    numeric: [false, ...fast.map(() => true)],
    rows: sixteen.rows,
  };
  const mach = machine();
  const notes = [
    `Each figure is the best of ${reps} or more timed passes over the set after warm-up passes; "no events" is \`ALGORITHMS[x].count\`, "with events" is \`solveBatches\` with every batch copied by \`slice()\`. Limit 1 (first solution).`,
    `Before timing, every puzzle of every set (all 49,158 17-clue puzzles) was solved by ${fast.join(', ')} and dancing-links and each solution checked: ${grouped(checked)} puzzles.`,
    'dancing-links gets, per puzzle, one exact-cover row per allowed (cell, digit): the given digit for a given cell, every digit for a blank, then `findOne()`; building its matrix is part of its time, as covering the givens is part of ours.',
    'The machine has 2 cores shared with other jobs while this ran: absolute figures move by 20–50 % from run to run.',
  ];
  const markdown = [
    '## Algorithms: puzzles per second on the large sets, and the npm package dancing-links',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${describeMachine(mach)}.`,
    '',
    markdownTable(table(rows)),
    '',
    markdownTable(sixteenTable),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
    'Targets:',
    '',
    ...verdicts.map((v) => `- ${v}`),
  ].join('\n');
  const text = [
    `Algorithms (${describeMachine(mach)})`,
    textTable(table(rows)),
    '',
    textTable(sixteenTable),
    '',
    ...notes,
    '',
    ...verdicts,
  ].join('\n');
  return { id: 'algorithms', text, markdown };
}
