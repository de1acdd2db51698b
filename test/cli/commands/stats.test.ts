import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runColour } from '../../../src/features/lab/draw/labColours.ts';
import { scatterFile } from '../../../src/features/lab/draw/scatter.ts';
import { describe, expect, it } from 'vitest';
import { runCli as runInProcess } from '../../../src/cli/cli.ts';
import { fakeIo } from '../fakeIo.ts';
import { parsePuzzle, solveBatches, StreamStats } from '../../../src/core/index.ts';
import { FIXTURES, lines, runCli } from '../inProcess.ts';

const fixture = (name: string) => join(FIXTURES, name);
const COLUMNS = [
  'line',
  'algo',
  'status',
  'solutions',
  'checks',
  'placements',
  'backtracks',
  'selects',
  'max_depth',
  'ms',
  'guesses',
  'assigns',
  'eliminations',
];
const COUNTS = ['solutions', 'checks', 'placements', 'backtracks', 'selects', 'guesses', 'assigns', 'eliminations'];

type Row = Record<string, string>;
function tsvRows(stdout: string): Row[] {
  const [header, ...body] = lines(stdout).map((l) => l.split('\t'));
  return body.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i]])));
}

describe('stepdoku stats', () => {
  it('prints a header, one row per puzzle and algorithm, then totals that add up the rows', async () => {
    const run = await runCli(['stats', fixture('pe96.txt')]);
    expect(run.code).toBe(0);
    expect(lines(run.stdout)[0].split('\t')).toEqual(COLUMNS);
    const rows = tsvRows(run.stdout);
    expect(rows).toHaveLength(50 * 2 + 2);
    expect(rows.slice(0, 4).map((r) => [r.line, r.algo])).toEqual([
      ['1', 'naive'],
      ['1', 'mrv'],
      ['2', 'naive'],
      ['2', 'mrv'],
    ]);
    expect(rows.slice(0, 100).every((r) => r.status === 'solved' && r.solutions === '1')).toBe(true);
    for (const algo of ['naive', 'mrv']) {
      const mine = rows.slice(0, 100).filter((r) => r.algo === algo);
      const total = rows.find((r) => r.line === 'total' && r.algo === algo)!;
      expect(total.status).toBe('solved');
      for (const c of COUNTS) expect(Number(total[c]), `${algo} ${c}`).toBe(mine.reduce((s, r) => s + Number(r[c]), 0));
      expect(Number(total.max_depth)).toBe(Math.max(...mine.map((r) => Number(r.max_depth))));
    }
    // Naive backtracking counts no selects; MRV selects once per placement on these puzzles.
    expect(rows.filter((r) => r.algo === 'naive').every((r) => r.selects === '0')).toBe(true);
    expect(run.stderr).toBe('50 puzzles: naive 1,224,660 placements, mrv 8,405: mrv places 145.7x fewer\n');
  });

  it("reproduces DESIGN's reference figures for naive backtracking and MRV", async () => {
    const run = await runCli(['stats', fixture('design_reference.txt')]);
    expect(run.code).toBe(0);
    const [naive, mrv] = tsvRows(run.stdout);
    expect(naive).toMatchObject({
      line: '1',
      algo: 'naive',
      status: 'solved',
      placements: '9727396',
      backtracks: '9727332',
      checks: '87546317',
    });
    expect(mrv).toMatchObject({ line: '1', algo: 'mrv', status: 'solved', placements: '481' });
  });

  it('writes one JSON object per line with the columns as keys, in order', async () => {
    const run = await runCli(['stats', fixture('top95_first5.txt'), '--algo', 'mrv', '--format', 'json']);
    expect(run.code).toBe(0);
    const objects = lines(run.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(objects).toHaveLength(5 + 1);
    for (const o of objects) expect(Object.keys(o)).toEqual(COLUMNS);
    expect(objects.map((o) => o.line)).toEqual([1, 2, 3, 4, 5, 'total']);
    expect(objects[0]).toMatchObject({ algo: 'mrv', status: 'solved', solutions: 1 });
    expect(typeof objects[0].placements).toBe('number');
    expect(objects[5].placements).toBe(objects.slice(0, 5).reduce((s, o) => s + (o.placements as number), 0));
  });

  it('writes CSV with a header row, runs only the algorithms asked for, in the order asked', async () => {
    const run = await runCli(['stats', fixture('pe96.txt'), '--algo', 'mrv,naive', '--format', 'csv']);
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    expect(out[0]).toBe(COLUMNS.join(','));
    expect(out[1]).toMatch(/^1,mrv,solved,1,\d+,\d+,\d+,\d+,\d+,[\d.]+,\d+,0,0$/);
    expect(out[2]).toMatch(/^1,naive,solved,1,/);
    expect(out.slice(-2).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['total,mrv', 'total,naive']);
    expect(run.stderr).toMatch(/^50 puzzles: mrv 8,405 placements, naive 1,224,660: mrv places 145\.7x fewer\n$/);
  });

  it('runs propagation and Dancing Links with --algo, their guesses, assigns and eliminations adding up in the totals', async () => {
    const run = await runCli(['stats', fixture('top95_first5.txt'), '--algo', 'propagate,dlx']);
    expect(run.code).toBe(0);
    const rows = tsvRows(run.stdout);
    expect(rows).toHaveLength(5 * 2 + 2);
    expect(rows.slice(0, 10).every((r) => r.status === 'solved' && r.solutions === '1' && r.checks === '0')).toBe(true);
    for (const algo of ['propagate', 'dlx']) {
      const mine = rows.slice(0, 10).filter((r) => r.algo === algo);
      const total = rows.find((r) => r.line === 'total' && r.algo === algo)!;
      for (const c of COUNTS) expect(Number(total[c]), `${algo} ${c}`).toBe(mine.reduce((s, r) => s + Number(r[c]), 0));
      expect(Number(total.guesses)).toBeGreaterThan(0);
    }
    const propagate = rows.filter((r) => r.algo === 'propagate');
    expect(propagate.every((r) => Number(r.assigns) > 0 && Number(r.eliminations) > 0)).toBe(true);
    expect(rows.filter((r) => r.algo === 'dlx').every((r) => r.assigns === '0' && r.eliminations === '0')).toBe(true);
  });

  it("counts propagation's forced digits in placements, as the player does, with assigns the forced part", async () => {
    const grid01 = readFileSync(fixture('pe96.txt'), 'utf8').split('\n')[0];
    // The player's figure: every place and assign event of the same run.
    const parsed = parsePuzzle(grid01);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error.why));
    const stats = new StreamStats();
    for (const batch of solveBatches(parsed.grid, 'propagate', { limit: 1 })) for (const w of batch) stats.add(w);
    const player = stats.placements + stats.assigns;
    expect(player).toBe(49);
    const run = await runCli(['stats', '-', '--algo', 'propagate'], { input: grid01 + '\n' });
    expect(run.code).toBe(0);
    const [row, total] = tsvRows(run.stdout);
    expect(row).toMatchObject({ algo: 'propagate', placements: String(player), assigns: String(stats.assigns) });
    expect(total).toMatchObject({ line: 'total', placements: '49', assigns: '49' });
    expect(run.stderr).toBe('1 puzzle: propagate 49 placements (49 forced)\n');
  });

  it('stops a puzzle at the --budget of placements with status budget', async () => {
    // famous_hard line 1 was built against brute force: naive needs about 69 million placements.
    const run = await runCli(['stats', fixture('famous_hard.txt'), '--algo', 'naive', '--budget', '1000']);
    expect(run.code).toBe(0);
    const rows = tsvRows(run.stdout);
    expect(rows[0]).toMatchObject({ line: '1', status: 'budget', solutions: '0', placements: '1000' });
    const total = rows.at(-1)!;
    expect(total.status).toBe('budget');
    expect(total.placements).toBe('7000');
    expect(run.stderr).toBe('7 puzzles: naive 7,000 placements (ran out of budget: 7 naive)\n');
  });

  it('counts solutions up to --limit and marks a total of different statuses as mixed', async () => {
    const run = await runCli(['stats', fixture('tdoku_counts_3.txt'), '--algo', 'mrv', '--limit', '2']);
    expect(run.code).toBe(0);
    const rows = tsvRows(run.stdout);
    expect(rows.map((r) => [r.line, r.status, r.solutions])).toEqual([
      ['1', 'solved', '1'],
      ['2', 'no-solution', '0'],
      ['3', 'limit', '2'],
      ['total', 'mixed', '3'],
    ]);
  });

  it('reports bad puzzles, counts the rest under their own numbers, and exits 1', async () => {
    const good = lines(readFileSync(fixture('pe96.txt'), 'utf8'));
    const run = await runCli(['stats', '-', '--algo', 'mrv'], { input: [good[0], 'not a puzzle', good[1]].join('\n') });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)[0]).toMatch(/^<stdin>:2:\d+: \S/);
    expect(tsvRows(run.stdout).map((r) => r.line)).toEqual(['1', '3', 'total']);
  });

  it('stops at once on Ctrl-C, prints the totals so far as cancelled, and exits 130', async () => {
    // Puzzle 1 takes a millisecond; each copy of the brute-force puzzle after it takes seconds.
    const slow = lines(readFileSync(fixture('famous_hard.txt'), 'utf8'))[0];
    const input = [lines(readFileSync(fixture('pe96.txt'), 'utf8'))[0], slow, slow, slow].join('\n');
    let sent = false;
    const run = await runCli(['stats', '-', '--algo', 'naive'], {
      input,
      onStdout(stdout, interrupt) {
        if (!sent && lines(stdout).length >= 2) {
          sent = true;
          setTimeout(interrupt, 100);
        }
      },
    });
    expect(run.code).toBe(130);
    const rows = tsvRows(run.stdout);
    expect(rows.map((r) => [r.line, r.status])).toEqual([
      ['1', 'solved'],
      ['total', 'cancelled'],
    ]);
    expect(rows[1].placements).toBe(rows[0].placements);
    // No row for puzzle 2: the run stopped inside it, not after it.
    expect(run.stderr).toBe(`interrupted after 1 puzzle: naive ${rows[0].placements} placements\n`);
  });
});

describe('stepdoku stats --jobs', () => {
  const withoutMs = (stdout: string) =>
    lines(stdout).map((l) =>
      l
        .split('\t')
        .filter((_, column) => column !== 9)
        .join('\t'),
    );

  it('prints the same rows, in input order, on three worker threads as on one', async () => {
    const args = ['stats', fixture('pe96.txt'), '--algo', 'naive,mrv,dlx'];
    const one = await runCli([...args, '--jobs', '1']);
    const three = await runCli([...args, '--jobs', '3']);
    expect(three.code).toBe(0);
    expect(withoutMs(three.stdout)).toEqual(withoutMs(one.stdout));
    expect(three.stderr).toBe(one.stderr);
  });

  it('writes the rows that a result lets through in one write, not one write a row', async () => {
    const io = fakeIo({ files: { 'p.txt': readFileSync(fixture('pe96.txt'), 'utf8') } });
    const write = io.stdout.write;
    let writes = 0;
    io.stdout.write = (t) => {
      writes++;
      write(t);
    };
    expect(await runInProcess(['stats', 'p.txt', '--algo', 'naive,mrv,dlx', '--jobs', '2'], io)).toBe(0);
    expect(lines(io.stdout.text)).toHaveLength(1 + 50 * 3 + 3);
    // The header, at most one write per puzzle, and the totals.
    expect(writes).toBeLessThanOrEqual(1 + 50 + 1);
  });

  it('stops quietly with exit code 0 when the reader goes away while workers are counting (| head)', async () => {
    const io = fakeIo({
      files: { 'p.txt': readFileSync(fixture('pe96.txt'), 'utf8') },
      stdoutFails: { after: 1000, code: 'EPIPE' },
    });
    expect(await runInProcess(['stats', 'p.txt', '--algo', 'mrv,dlx', '--jobs', '2'], io)).toBe(0);
    expect(io.stdout.text.length).toBeLessThanOrEqual(1000);
    expect(io.stdout.text.length).toBeGreaterThan(0);
    expect(io.stderr.text).toBe('');
  });

  it('on Ctrl-C prints only rows in input order, with totals that are exactly their sums', async () => {
    // Quick puzzles, then one that naive backtracking needs minutes for, then quick ones again: the
    // second thread finishes those, but their rows wait behind the slow one and are never printed.
    const pe96 = lines(readFileSync(fixture('pe96.txt'), 'utf8'));
    const slow = lines(readFileSync(fixture('famous_hard.txt'), 'utf8'))[0];
    const input = [...pe96.slice(0, 3), slow, ...pe96.slice(3, 20)].join('\n');
    let sent = false;
    const run = await runCli(['stats', '-', '--algo', 'naive,mrv', '--jobs', '2'], {
      input,
      onStdout(stdout, interrupt) {
        if (!sent && lines(stdout).length >= 2) {
          sent = true;
          setTimeout(interrupt, 300);
        }
      },
    });
    expect(run.code).toBe(130);
    const rows = tsvRows(run.stdout);
    const puzzles = rows.filter((r) => r.line !== 'total');
    const printed = [...new Set(puzzles.map((r) => r.line))];
    expect(printed).toEqual(Array.from({ length: printed.length }, (_, i) => String(i + 1)));
    expect(printed.length).toBeLessThanOrEqual(3);
    for (const algo of ['naive', 'mrv']) {
      const total = rows.find((r) => r.line === 'total' && r.algo === algo)!;
      expect(total.status).toBe('cancelled');
      for (const c of COUNTS)
        expect(Number(total[c])).toBe(puzzles.filter((r) => r.algo === algo).reduce((s, r) => s + Number(r[c]), 0));
    }
  });
});

describe('stepdoku stats on a terminal', () => {
  it('shows progress on stderr, redrawn in place and erased before the summary', async () => {
    const io = fakeIo({ tty: true, files: { 'p.txt': readFileSync(fixture('pe96.txt'), 'utf8') } });
    expect(await runInProcess(['stats', 'p.txt'], io)).toBe(0);
    // eslint-disable-next-line no-control-regex -- the progress line's terminal codes are the point
    expect(io.stderr.text).toMatch(/^\r\x1b\[Kp\.txt: puzzle 1 \(number 1\), naive/);
    expect(io.stderr.text).toMatch(
      // eslint-disable-next-line no-control-regex -- as above
      /\r\x1b\[K50 puzzles: naive 1,224,660 placements, mrv 8,405: mrv places 145\.7x fewer\n$/,
    );
    expect(lines(io.stdout.text)).toHaveLength(1 + 100 + 2);
  });
});

describe('stepdoku stats --svg', () => {
  it("writes the lab's scatter of the first two runs' placements, one point per puzzle", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stepdoku-svg-'));
    const out = join(dir, 'pe96.svg');
    const run = await runCli(['stats', fixture('pe96.txt'), '--algo', 'naive,mrv', '--svg', out]);
    expect(run.code).toBe(0);
    const rows = tsvRows(run.stdout).filter((r) => r.line !== 'total');
    const placements = (algo: string) => rows.filter((r) => r.algo === algo).map((r) => Number(r.placements));
    const svg = readFileSync(out, 'utf8');
    expect(svg).toBe(
      scatterFile({
        xs: placements('naive'),
        ys: placements('mrv'),
        xLabel: 'naive',
        yLabel: 'mrv',
        metric: 'placements',
        xColour: runColour(0),
        yColour: runColour(1),
      }),
    );
    expect(svg.match(/<circle /g)).toHaveLength(50);
    expect(svg).toContain('mrv vs naive: 50 puzzles');
  });
});
