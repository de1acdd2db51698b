/**
 * The engine benchmark: how fast each way of running a solver goes, on the same puzzles, in one run.
 *   (a) count:   ALGORITHMS[x].count, without events (the baseline; MRV counts through its search);
 *   (b) events:  solve() consumed one event object at a time with for-of;
 *   (c) batches: solveBatches(), each batch copied with slice() as the worker does before transferring.
 * "Events" for (a) are its checks + placements + backtracks + selects + solutions: the number the
 * streams carry, so events/s compare across the three.
 */
import {
  ALGORITHMS,
  type AlgorithmId,
  type Counts,
  isExt,
  isLocalSearch,
  type SolveOptions,
  type SolverEvent,
  solve,
  solveBatches,
} from '../../src/core/index.ts';
import { type EventCost, eventCost } from './eventCost.ts';
import { describeMachine, machine } from './machine.ts';
import { type NamedPuzzle, pe96, top95 } from './puzzles.ts';
import type { Section, SectionOptions } from './section.ts';
import { grouped, markdownTable, type Table, textTable } from './table.ts';
import { measureInterleaved, type Timed } from './timing.ts';

export interface Workload {
  label: string;
  algo: AlgorithmId;
  puzzles: NamedPuzzle[];
  options: SolveOptions;
}

/** Naive top95 in full is over 4×10^9 events (two puzzles pass 10^8 placements): capped per puzzle. */
export const TOP95_NAIVE_BUDGET = 1_000_000;
/** Forward checking in naive's order did not finish top95 under naive's budget in 20 minutes on a loaded machine; backjumping runs under it too. */
export const TOP95_FC_BUDGET = 20_000;
/** Min-conflicts' default of 100,000 steps a puzzle made its two rows take minutes a pass; its cost per step does not depend on the budget. */
export const MIN_CONFLICTS_BENCH_STEPS = 10_000;
export const TARGETS = { eventsPerCount: 0.25, batchesPerCount: 0.5, naivePe96BatchesMs: 500 };

function workloads(): Workload[] {
  const pe = pe96(),
    top = top95();
  return [
    { label: 'PE96 (50)', algo: 'naive', puzzles: pe, options: {} },
    { label: 'PE96 (50)', algo: 'mrv', puzzles: pe, options: {} },
    {
      label: `top95 (95), budget ${grouped(TOP95_NAIVE_BUDGET)} placements each`,
      algo: 'naive',
      puzzles: top,
      options: { budget: TOP95_NAIVE_BUDGET },
    },
    { label: 'top95 (95)', algo: 'mrv', puzzles: top, options: {} },
    { label: 'PE96 (50)', algo: 'fc', puzzles: pe, options: {} },
    {
      label: `top95 (95), budget ${grouped(TOP95_FC_BUDGET)} placements each`,
      algo: 'fc',
      puzzles: top,
      options: { budget: TOP95_FC_BUDGET },
    },
    { label: 'PE96 (50)', algo: 'mac', puzzles: pe, options: {} },
    {
      label: `top95 (95), budget ${grouped(TOP95_FC_BUDGET)} placements each`,
      algo: 'mac',
      puzzles: top,
      options: { budget: TOP95_FC_BUDGET },
    },
    { label: 'PE96 (50)', algo: 'cbj', puzzles: pe, options: {} },
    {
      label: `top95 (95), budget ${grouped(TOP95_FC_BUDGET)} placements each`,
      algo: 'cbj',
      puzzles: top,
      options: { budget: TOP95_FC_BUDGET },
    },
    ...(['PE96 (50)', 'top95 (95)'] as const).map((set) => ({
      label: `${set}, ${grouped(MIN_CONFLICTS_BENCH_STEPS)} steps each`,
      algo: 'minconflicts' as const,
      puzzles: set.startsWith('PE96') ? pe : top,
      options: { budget: MIN_CONFLICTS_BENCH_STEPS },
    })),
    { label: 'top95 line 1 (DESIGN reference)', algo: 'naive', puzzles: top.slice(0, 1), options: {} },
  ];
}

const eventsIn = (c: Counts): number =>
  c.checks + c.placements + c.backtracks + c.selects + c.solutions + c.assigns + c.eliminations;

// Each pass publishes the last event it was handed, so no work of the engine's can be skipped as unused.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a sink the optimiser cannot drop
let keptEvent: SolverEvent | undefined;
let keptBatch: Uint32Array | undefined;

/** Extended events (MAC's revisions) have no field in `Counts`: counted once from the stream, outside the timing. */
function streamOnlyEvents({ algo, puzzles, options }: Workload): number {
  let n = 0;
  for (const p of puzzles)
    for (const batch of solveBatches(p.grid, algo, options))
      for (const w of batch) if (isExt(w) || isLocalSearch(algo)) n++;
  return n;
}

/** A local search's counts (steps, cells changed) do not add up to its events, so all of its events come from the stream. */
const eventsOf = (algo: AlgorithmId, c: Counts): number => (isLocalSearch(algo) ? 0 : eventsIn(c));

export function modes(w: Workload): { count: Timed; events: Timed; batches: Timed } {
  const { algo, puzzles, options } = w;
  const uncounted = streamOnlyEvents(w);
  return {
    count: {
      name: 'count',
      run: () => {
        let n = uncounted;
        for (const p of puzzles) n += eventsOf(algo, ALGORITHMS[algo].count(p.grid, options).counts);
        return n;
      },
    },
    events: {
      name: 'events',
      run: () => {
        let n = 0;
        let last: SolverEvent | undefined;
        for (const p of puzzles) {
          for (const e of solve(p.grid, algo, options)) {
            last = e;
            n++;
          }
        }
        keptEvent = last;
        return n;
      },
    },
    batches: {
      name: 'batches',
      run: () => {
        let n = 0;
        for (const p of puzzles) {
          for (const batch of solveBatches(p.grid, algo, options)) {
            keptBatch = batch.slice();
            n += keptBatch.length;
          }
        }
        return n;
      },
    },
  };
}

interface Row {
  w: Workload;
  events: number;
  budgetStops: number;
  ms: { count: number; events: number; batches: number };
}

const rate = (events: number, ms: number): string => `${((events / ms) * 1e-3).toFixed(1)}`;
const ratio = (x: number): string => x.toFixed(2);
const seconds = (ms: number): string =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;

function table(rows: Row[]): Table {
  return {
    head: [
      'workload',
      'algo',
      'events',
      '(a) count',
      '(b) events',
      '(c) batches',
      'b/a',
      'c/a',
      'a Mev/s',
      'b Mev/s',
      'c Mev/s',
    ],
    numeric: [false, false, true, true, true, true, true, true, true, true, true],
    rows: rows.map(({ w, events, ms }) => [
      w.label,
      w.algo,
      grouped(events),
      seconds(ms.count),
      seconds(ms.events),
      seconds(ms.batches),
      ratio(ms.count / ms.events),
      ratio(ms.count / ms.batches),
      rate(events, ms.count),
      rate(events, ms.events),
      rate(events, ms.batches),
    ]),
  };
}

function verdicts(rows: Row[]): string[] {
  const worst = (f: (r: Row) => number) => Math.min(...rows.map(f));
  const b = worst((r) => r.ms.count / r.ms.events),
    c = worst((r) => r.ms.count / r.ms.batches);
  const pe = rows.find((r) => r.w.algo === 'naive' && r.w.label.startsWith('PE96'));
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const lines = [
    `c/a ≥ ${TARGETS.batchesPerCount}: ${mark(c >= TARGETS.batchesPerCount)} (lowest ${ratio(c)})`,
    `b/a ≥ ${TARGETS.eventsPerCount}: ${mark(b >= TARGETS.eventsPerCount)} (lowest ${ratio(b)})`,
  ];
  if (pe) {
    const ms = pe.ms.batches;
    lines.push(
      `naive on all of PE96 with the full event stream (c) < ${TARGETS.naivePe96BatchesMs} ms: ${mark(ms < TARGETS.naivePe96BatchesMs)} (${seconds(ms)})`,
    );
  }
  return lines;
}

function eventCostNote(c: EventCost): string[] {
  const ns = (ms: number) => ((ms * 1e6) / c.events).toFixed(1);
  const perEvent = (ms: number) => (((ms - c.fillMs) * 1e6) / c.events).toFixed(1);
  return [
    `Where (b)'s time goes, on DESIGN's reference puzzle (naive, ${grouped(c.events)} events), same run:`,
    `the counting loop takes ${seconds(c.countMs)} (${ns(c.countMs)} ns/event); the search filling a buffer with no consumer ${seconds(c.fillMs)} (${ns(c.fillMs)} ns/event).`,
    `Turning every word into its event in a bare loop, no iterator at all: as a fresh object ${seconds(c.unpackLoopMs)} (+${perEvent(c.unpackLoopMs)} ns/event, b/a at most ${ratio(c.countMs / c.unpackLoopMs)}),`,
    `as the shared frozen event \`solve()\` hands out ${seconds(c.sharedLoopMs)} (+${perEvent(c.sharedLoopMs)} ns/event, b/a at most ${ratio(c.countMs / c.sharedLoopMs)}).`,
    `A plain \`function*\` generator of fresh objects over the same search takes ${seconds(c.functionStarMs)} (b/a = ${ratio(c.countMs / c.functionStarMs)}).`,
  ];
}

export function engineSection({ reps, log }: SectionOptions): Section {
  const rows: Row[] = [];
  for (const w of workloads()) {
    log(`engine: ${w.algo} on ${w.label} …`);
    const m = modes(w);
    const t = measureInterleaved([m.count, m.events, m.batches], { reps });
    for (const [name, timing] of t)
      log(`  ${name.padEnd(7)} ms per pass: ${timing.samples.map((ms) => ms.toFixed(ms < 10 ? 2 : 0)).join(' ')}`);
    const events = t.get('count')!.events;
    for (const name of ['events', 'batches']) {
      if (t.get(name)!.events !== events)
        throw new Error(`${w.algo} ${w.label}: ${name} carried ${t.get(name)!.events} events, count says ${events}`);
    }
    const budgetStops = w.puzzles.filter((p) => ALGORITHMS[w.algo].count(p.grid, w.options).status === 'budget').length;
    rows.push({
      w,
      events,
      budgetStops,
      ms: { count: t.get('count')!.bestMs, events: t.get('events')!.bestMs, batches: t.get('batches')!.bestMs },
    });
  }
  log('engine: where the time of one event at a time goes …');
  const cost = eventCost(top95()[0].grid, 'naive', reps);
  const mach = machine();
  const capped = rows.find((r) => r.budgetStops > 0);
  const notes = [
    `Each figure is the best of ${reps} or more timed passes (short workloads get up to ${5 * reps}) after untimed warm-up passes (at least 300 ms), with a, b and c interleaved (a, b, c, a, b, c, …); times are per pass over the whole set; Mev/s = 10^6 events per second. Every sample is printed to stderr.`,
    'The machine has 2 cores shared with other jobs while this ran: absolute figures move by 20–50 % from run to run, the ratios within one run much less.',
    capped
      ? `Naive top95 in full is over 4×10^9 events (lines 5 and 41 each pass 10^8 placements), so each puzzle there stops after ${grouped(TOP95_NAIVE_BUDGET)} placements; ${capped.budgetStops} of 95 reach that budget.`
      : '',
  ].filter(Boolean);
  const markdown = [
    '## Engine: counting loop, event generator, batches',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${describeMachine(mach)}.`,
    '',
    "(a) `ALGORITHMS[x].count` without events (naive's own loop, MRV's search into a scratch buffer); (b) `solve()` consumed one event object at a time with for-of;",
    '(c) `solveBatches()` with each batch copied by `slice()`, as the worker does before transferring it.',
    '',
    markdownTable(table(rows)),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
    'Targets:',
    '',
    ...verdicts(rows).map((v) => `- ${v}`),
    '',
    eventCostNote(cost).join('\n'),
  ].join('\n');
  const text = [
    `Engine (${describeMachine(mach)})`,
    textTable(table(rows)),
    '',
    ...notes,
    '',
    ...verdicts(rows),
    '',
    ...eventCostNote(cost),
  ].join('\n');
  return { id: 'engine', text, markdown };
}
