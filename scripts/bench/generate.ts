/**
 * The generator benchmark: time per 9×9 puzzle for the requests people make (24–30 givens, minimal,
 * each grade), by both our methods (dig searches; transform relabels and permutes a stored puzzle),
 * and the two generators on npm measured in the same run, with whether their puzzles really have one
 * solution (our counter, confirmed by the engine's canonical MRV count, limit 2). Like for like:
 * sudoku-gen also transforms stored puzzles, sudoku-core searches like dig.
 * sudoku-gen and sudoku-core are benchmark-only dev dependencies: nothing else may import them.
 */
import { getSudoku } from 'sudoku-gen';
import { generate as coreGenerate } from 'sudoku-core';
import { ALGORITHMS, type Grid } from '../../src/core/index.ts';
import { failureText } from '../../src/cli/failureText.ts';
import {
  countSolutionsOf,
  createRng,
  type GenerateOptions,
  generatePuzzle,
  type Grade,
  GRADES,
  poolCandidates,
  poolVariant,
  puzzlePool,
  ratePuzzle,
} from '../../src/core/generate/index.ts';
import { describeMachine, machine } from './machine.ts';
import type { Section, SectionOptions } from './section.ts';
import { markdownTable, type Table, textTable } from './table.ts';
import { median } from './timing.ts';

export const GENERATE_TARGETS = { rangeMedianMs: 50, minimalMedianMs: 250 };

interface Workload {
  generator: string;
  request: string;
  count: number;
  make: () => Grid;
  /** One untimed run first (skipped where one run takes many seconds and an earlier row compiled the code). */
  warmUp?: boolean;
}

interface Row {
  w: Workload;
  ms: number[];
  givens: number[];
  uniqueCounter: number;
  uniqueEngine: number;
  grades: Record<Grade, number>;
}

const DIG = 'stepdoku dig',
  TRANSFORM = 'stepdoku transform',
  SUDOKU_GEN = 'sudoku-gen 1.0.2',
  SUDOKU_CORE = 'sudoku-core 3.0.3';
/** The request text of the transform rows timed without rating, like sudoku-gen (which rates nothing). */
const UNRATED = ', unrated';

function ours(request: string, options: GenerateOptions, count: number): Workload {
  const rng = createRng(`bench ${options.method ?? 'dig'} ${request}`);
  return {
    generator: `stepdoku ${options.method ?? 'dig'}`,
    request,
    count,
    make: () => {
      const r = generatePuzzle(options, rng, { pool: puzzlePool() });
      if (!r.ok) throw new Error(`stepdoku ${request}: ${failureText(r)}`);
      return r.puzzle;
    },
  };
}

const fromText = (text: string): Grid => ({
  n: 3,
  cells: Uint8Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0)),
});

/** Only the pick and the transformation, no rating: the same work sudoku-gen's getSudoku does. */
function transformOnly(grade: Grade): Workload {
  const rng = createRng(`bench transform only ${grade}`);
  const candidates = poolCandidates(puzzlePool(), {
    grade,
    givens: { min: 0, max: 81 },
    minimal: false,
    symmetry: 'none',
  });
  return {
    generator: TRANSFORM,
    request: `grade ${grade}${UNRATED}`,
    count: 200,
    make: () => poolVariant(candidates, rng).puzzle,
  };
}

function workloads(): Workload[] {
  return [
    ours('24–30 givens', { givens: { min: 24, max: 30 } }, 100),
    ours('24–30 givens, rotational', { givens: { min: 24, max: 30 }, symmetry: 'rotational' }, 50),
    ours('24–30 givens, adding givens', { givens: { min: 24, max: 30 }, method: 'add' }, 50),
    ours('minimal', { minimal: true }, 50),
    ...GRADES.map((grade) => ours(`grade ${grade}`, { grade }, grade === 'expert' ? 30 : 40)),
    ours('24–30 givens', { givens: { min: 24, max: 30 }, method: 'transform' }, 100),
    ours(
      '24–30 givens, rotational',
      { givens: { min: 24, max: 30 }, symmetry: 'rotational', method: 'transform' },
      100,
    ),
    ours('minimal', { minimal: true, method: 'transform' }, 100),
    ...GRADES.map((grade) => ours(`grade ${grade}`, { grade, method: 'transform' }, 100)),
    ...GRADES.map(transformOnly),
    ...(['easy', 'medium', 'hard', 'expert'] as const).map((d) => ({
      generator: SUDOKU_GEN,
      request: `getSudoku('${d}')`,
      count: 200,
      make: () => fromText(getSudoku(d).puzzle),
    })),
    // sudoku-core takes seconds per hard puzzle (and 'master' did not finish in minutes): few samples.
    ...(['easy', 'medium', 'hard', 'expert'] as const).map((d) => ({
      generator: SUDOKU_CORE,
      request: `generate('${d}')`,
      count: d === 'easy' || d === 'medium' ? 6 : 2,
      warmUp: d === 'easy',
      make: () => ({ n: 3 as const, cells: Uint8Array.from(coreGenerate(d), (v) => v ?? 0) }),
    })),
  ];
}

function run(w: Workload): Row {
  if (w.warmUp !== false) w.make(); // compile before timing
  const row: Row = {
    w,
    ms: [],
    givens: [],
    uniqueCounter: 0,
    uniqueEngine: 0,
    grades: { easy: 0, medium: 0, hard: 0, expert: 0 },
  };
  for (let i = 0; i < w.count; i++) {
    const t0 = performance.now();
    const grid = w.make();
    row.ms.push(performance.now() - t0);
    row.givens.push(grid.cells.filter((d) => d !== 0).length);
    if (countSolutionsOf(3, grid.cells, { limit: 2 }).count === 1) row.uniqueCounter++;
    if (ALGORITHMS.mrv.count(grid, { limit: 2 }).counts.solutions === 1) row.uniqueEngine++;
    row.grades[ratePuzzle(grid).grade]++;
  }
  return row;
}

const quantile = (xs: number[], q: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
const ms = (x: number): string =>
  x >= 1000 ? `${(x / 1000).toFixed(1)} s` : x >= 10 ? `${x.toFixed(0)} ms` : `${x.toFixed(2)} ms`;

function table(rows: Row[]): Table {
  return {
    head: [
      'generator',
      'request',
      'puzzles',
      'givens min/median/max',
      'median',
      'p95',
      'unique (counter / engine)',
      'our grades e/m/h/x',
    ],
    numeric: [false, false, true, true, true, true, true, true],
    rows: rows.map((r) => [
      r.w.generator,
      r.w.request,
      String(r.w.count),
      `${Math.min(...r.givens)}/${median(r.givens)}/${Math.max(...r.givens)}`,
      ms(median(r.ms)),
      ms(quantile(r.ms, 0.95)),
      `${r.uniqueCounter} / ${r.uniqueEngine}`,
      GRADES.map((g) => r.grades[g]).join('/'),
    ]),
  };
}

function verdicts(rows: Row[]): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const med = (pred: (r: Row) => boolean) => median(rows.filter(pred).flatMap((r) => r.ms));
  const ofOurs = (generator: string, request: string) =>
    med((r) => r.w.generator === generator && r.w.request === request);
  const lines: string[] = [];
  for (const [generator, method] of [
    [DIG, 'dig'],
    [TRANSFORM, 'transform'],
  ]) {
    const range = ofOurs(generator, '24–30 givens'),
      minimal = ofOurs(generator, 'minimal');
    lines.push(
      `${method}: median ≤ ${GENERATE_TARGETS.rangeMedianMs} ms at 24–30 givens: ${mark(range <= GENERATE_TARGETS.rangeMedianMs)} (${ms(range)})`,
      `${method}: median ≤ ${GENERATE_TARGETS.minimalMedianMs} ms for minimal puzzles: ${mark(minimal <= GENERATE_TARGETS.minimalMedianMs)} (${ms(minimal)})`,
    );
  }
  // Level by level: our grade against the peer's level of the same name (the labels are each library's own).
  const faster = (label: string, peer: string, oursOf: (g: Grade) => number) => {
    const pairs = GRADES.map((g) => ({
      g,
      ours: oursOf(g),
      theirs: med((r) => r.w.generator === peer && r.w.request.includes(`'${g}'`)),
    }));
    const wins = pairs.filter((p) => p.ours < p.theirs).length;
    return `${label} faster than ${peer}, grade by grade: ${mark(wins === pairs.length)} (${pairs.map((p) => `${p.g} ${ms(p.ours)} vs ${ms(p.theirs)}`).join(', ')})`;
  };
  // The same request to each: a 9×9 puzzle with one solution, any level (each peer's levels pooled).
  const peerAll = (peer: string) => med((r) => r.w.generator === peer);
  for (const [label, generator] of [
    ['transform (the same kind of work as sudoku-gen)', TRANSFORM],
    ['dig (the same kind of work as sudoku-core)', DIG],
  ]) {
    const o = ofOurs(generator, '24–30 givens'),
      gen = peerAll(SUDOKU_GEN),
      core = peerAll(SUDOKU_CORE);
    lines.push(
      `${label}, 24–30 givens, faster than both peers (their medians over all their levels): ${mark(o < gen && o < core)} (${ms(o)} vs sudoku-gen ${ms(gen)}, sudoku-core ${ms(core)})`,
    );
  }
  lines.push(
    faster('like for like, transform (pick + transform, unrated; both transform stored puzzles)', SUDOKU_GEN, (g) =>
      ofOurs(TRANSFORM, `grade ${g}${UNRATED}`),
    ),
    faster('transform asked for a grade (rated to check it)', SUDOKU_GEN, (g) => ofOurs(TRANSFORM, `grade ${g}`)),
    faster('dig (searches; sudoku-gen does not)', SUDOKU_GEN, (g) => ofOurs(DIG, `grade ${g}`)),
    faster('like for like, dig (both search)', SUDOKU_CORE, (g) => ofOurs(DIG, `grade ${g}`)),
    faster('transform asked for a grade', SUDOKU_CORE, (g) => ofOurs(TRANSFORM, `grade ${g}`)),
  );
  const notUnique = rows.filter((r) => r.uniqueEngine < r.w.count || r.uniqueCounter !== r.uniqueEngine);
  lines.push(
    notUnique.length === 0
      ? 'every puzzle measured has exactly one solution (counter and engine agree)'
      : `puzzles without exactly one solution: ${notUnique.map((r) => `${r.w.generator} ${r.w.request} ${r.w.count - r.uniqueEngine}/${r.w.count}`).join('; ')}`,
  );
  return lines;
}

export function generateSection({ log }: SectionOptions): Section {
  const rows: Row[] = [];
  for (const w of workloads()) {
    log(`generate: ${w.generator} ${w.request} × ${w.count} …`);
    rows.push(run(w));
  }
  const mach = machine();
  const notes = [
    'Each puzzle is timed alone (after one untimed warm-up run; sudoku-core only before its first row); the uniqueness checks and grading after it are not timed. generatePuzzle rates a puzzle (naive and MRV counts) when a grade is asked for, to check it, and those rows include it; otherwise the rating of its result is made when first read, which these rows do not do.',
    'sudoku-gen does no search: it picks one of 40 stored puzzles (10 per difficulty) and relabels and permutes it (digits, rows within bands, bands, columns within stacks, stacks, a rotation), so it is faster than any generator that searches, and it can only ever produce 40 essentially different puzzles.',
    "Our transform method does the same with our own pool (src/core/generate/pool.ts: 192 puzzles made by dig, 32 per grade without symmetry and 8 per grade for each symmetry), with the seeded RNG; asked for a grade, generatePuzzle rates the variant (naive and MRV counts) and tries another when the grade moved: a transformation keeps uniqueness, minimality and the logic grade, but not the search-effort counts behind 'expert'. Its ', unrated' rows time only the pick and the transformation, the same work as getSudoku.",
    "sudoku-core grades by the logic strategies it needs; its 'master' level did not finish within minutes and is left out.",
    '"our grades" is ratePuzzle\'s label (docs/generator.md) for each puzzle, whoever made it: easy/medium/hard/expert.',
    'The machine has 2 cores shared with other jobs while this ran: figures move by 20–50 % between runs.',
  ];
  const markdown = [
    '## Generator: time per 9×9 puzzle, and the npm generators',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${describeMachine(mach)}.`,
    '',
    markdownTable(table(rows)),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
    'Targets:',
    '',
    ...verdicts(rows).map((v) => `- ${v}`),
  ].join('\n');
  const text = [
    `Generator (${describeMachine(mach)})`,
    textTable(table(rows)),
    '',
    ...notes,
    '',
    ...verdicts(rows),
  ].join('\n');
  return { id: 'generate', text, markdown };
}
