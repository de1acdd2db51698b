/**
 * Proves that the three ways of running a solver agree, and that speed work changed nothing: for PE96
 * (all 50) and top95 (first 20, budget 2e6) × naive/MRV × limit 1/2, the batched event stream, the
 * one-at-a-time generator and the counting loop must give the same status, counts and solutions, and
 * the streams the same fingerprint as the one recorded in streamFingerprints.json. Also checks DESIGN's
 * reference figures, and that propagation and Dancing Links solve every puzzle of the large sets
 * (magictour top1465, 49,158 17-clue puzzles: the test suite takes a sample). Every registered
 * algorithm is run. Usage:
 *   tsx scripts/bench/verifyCounts.ts [--record | --record-missing]  (about two minutes)
 * --record rewrites every fingerprint; --record-missing adds those of runs never recorded (a new
 * algorithm) and still checks the others.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ALGORITHM_IDS,
  ALGORITHMS,
  type AlgorithmId,
  type Counts,
  isSolved,
  pack,
  parsePuzzle,
  type RunResult,
  solve,
  solveBatches,
  StreamStats,
} from '../../src/core/index.ts';
import { StreamFingerprint } from './fingerprint.ts';
import { type NamedPuzzle, pe96, top95 } from './puzzles.ts';

const FINGERPRINTS = fileURLToPath(new URL('./streamFingerprints.json', import.meta.url));
const record = process.argv.includes('--record');
const recordMissing = process.argv.includes('--record-missing');
const known: Record<string, string> = record ? {} : JSON.parse(readFileSync(FINGERPRINTS, 'utf8'));
const seen: Record<string, string> = {};
const failures: string[] = [];

const countsText = (c: Counts): string =>
  `checks ${c.checks} placements ${c.placements} backtracks ${c.backtracks} selects ${c.selects} solutions ${c.solutions} maxDepth ${c.maxDepth}`;
const summary = (r: RunResult): string =>
  `${r.status} ${countsText(r.counts)} solutions [${r.solutions.map((s) => s.join('')).join(',')}]`;
const streamCounts = (s: StreamStats): Counts => ({ ...s.counts(), maxDepth: s.maxDepth });

function verify(p: NamedPuzzle, algo: AlgorithmId, limit: number, budget?: number): RunResult {
  const options = { limit, budget };
  const key = `${p.name} ${algo} limit ${limit}${budget === undefined ? '' : ` budget ${budget}`}`;
  const counted = ALGORITHMS[algo].count(p.grid, options);

  const batchPrint = new StreamFingerprint(),
    batchStats = new StreamStats();
  const it = solveBatches(p.grid, algo, options);
  let step = it.next();
  for (; !step.done; step = it.next()) {
    batchPrint.addAll(step.value);
    batchStats.addAll(step.value);
  }
  const batched = step.value;

  const eventPrint = new StreamFingerprint(),
    eventStats = new StreamStats();
  const gen = solve(p.grid, algo, options);
  let ev = gen.next();
  for (; !ev.done; ev = gen.next()) {
    const w = pack(ev.value);
    eventPrint.add(w);
    eventStats.add(w);
  }
  const evented = ev.value;

  const expect = summary(counted);
  if (summary(batched) !== expect) failures.push(`${key}: batches ${summary(batched)} ≠ count ${expect}`);
  if (summary(evented) !== expect) failures.push(`${key}: events ${summary(evented)} ≠ count ${expect}`);
  if (countsText(streamCounts(batchStats)) !== countsText(counted.counts))
    failures.push(
      `${key}: batch stream tallies ${countsText(streamCounts(batchStats))} ≠ ${countsText(counted.counts)}`,
    );
  if (eventPrint.toString() !== batchPrint.toString())
    failures.push(`${key}: event stream ${eventPrint} ≠ batch stream ${batchPrint}`);
  seen[key] = `${batchPrint} ${counted.status} ${countsText(counted.counts)}`;
  if (!record && !(recordMissing && !(key in known)) && known[key] !== seen[key])
    failures.push(`${key}: now ${seen[key]}, recorded ${known[key]}`);
  return counted;
}

const t0 = performance.now();
for (const algo of ALGORITHM_IDS) {
  for (const limit of [1, 2]) {
    for (const p of pe96()) verify(p, algo, limit);
    for (const p of top95().slice(0, 20)) verify(p, algo, limit, 2e6);
  }
}

// DESIGN's reference puzzle is top95 line 1.
const reference = top95()[0];
const naive = verify(reference, 'naive', 1).counts;
if (naive.placements !== 9_727_396 || naive.backtracks !== 9_727_332 || naive.checks !== 87_546_317)
  failures.push(`reference naive: ${countsText(naive)}, DESIGN says 9,727,396 / 9,727,332 / 87,546,317`);
const mrv = verify(reference, 'mrv', 1).counts;
if (mrv.placements !== 481) failures.push(`reference MRV: ${mrv.placements} placements, DESIGN says 481`);

// The large sets, every puzzle (test/core/largeSets.test.ts runs a sample of them).
const FIXTURES = fileURLToPath(new URL('../../test/fixtures/', import.meta.url));
for (const file of ['magictour_top1465.txt', 'sudoku17_49158.txt']) {
  const lines = readFileSync(FIXTURES + file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  for (const algo of ['propagate', 'dlx'] as const) {
    let wrong = 0;
    for (const line of lines) {
      const parsed = parsePuzzle(line);
      if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.error.why)}`);
      const grid = parsed.grid;
      const r = ALGORITHMS[algo].count(grid);
      const s = r.solutions[0];
      const keepsGivens = s !== undefined && grid.cells.every((d, c) => d === 0 || s[c] === d);
      if (r.status !== 'solved' || !keepsGivens || !isSolved({ n: grid.n, cells: s })) wrong++;
    }
    if (wrong > 0) failures.push(`${file} ${algo}: ${wrong} of ${lines.length} puzzles not solved correctly`);
  }
}

if (record) writeFileSync(FINGERPRINTS, JSON.stringify(seen, null, 1) + '\n');
else if (recordMissing && failures.length === 0)
  writeFileSync(FINGERPRINTS, JSON.stringify({ ...seen, ...known }, null, 1) + '\n');
const runs = Object.keys(seen).length;
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  console.error(`${failures.length} mismatches in ${runs} runs (${seconds} s)`);
  process.exit(1);
}
console.log(
  `${runs} runs agree${record ? ' (fingerprints recorded)' : ' with the recorded fingerprints'} (${seconds} s)`,
);
