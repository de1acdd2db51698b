import { describe, expect, it } from 'vitest';
import { unpack, zeroCounters } from '../../../src/core/index.ts';
import { comparisonCsv } from '../../../src/features/explain/export/comparisonCsv.ts';
import { eventsJsonLines, MAX_EXPORT_EVENTS } from '../../../src/features/explain/export/eventsJsonLines.ts';
import { english as ENGLISH } from '../../helpers/english.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { collectPacked } from '../../helpers/runs.ts';

const PUZZLE_A = '.3...1433..2...4';

describe('comparisonCsv', () => {
  it('has a wipeouts column only when forward checking is among the runs', () => {
    const grid = gridFromLine(PUZZLE_A);
    const run = (algo: 'mrv' | 'fc') => {
      const { words, result } = collectPacked(grid, algo);
      return { algo, total: words.length, finished: true, result, counters: zeroCounters() };
    };
    const header = (csv: string) => csv.split('\r\n')[0].split(',');
    expect(header(comparisonCsv(PUZZLE_A, [run('mrv'), run('mrv')], ENGLISH))).not.toContain('wipeouts');
    const csv = comparisonCsv(PUZZLE_A, [run('mrv'), run('fc')], ENGLISH).split('\r\n');
    expect(header(csv[0]).at(-1)).toBe('wipeouts');
    expect(csv[1].split(',').at(-1)).toBe('0');
    expect(csv[2].split(',').at(-1)).toBe(String(run('fc').result.counts.wipeouts));
  });

  it('writes one row per run with final counts once it has ended and counts so far while it runs', () => {
    const grid = gridFromLine(PUZZLE_A);
    const naive = collectPacked(grid, 'naive');
    const csv = comparisonCsv(
      PUZZLE_A,
      [
        {
          algo: 'naive',
          total: naive.words.length,
          finished: true,
          result: naive.result,
          counters: zeroCounters(),
        },
        {
          algo: 'mrv',
          order: { valueOrder: 'random', seed: 7 },
          total: 40,
          finished: false,
          result: null,
          counters: { ...zeroCounters(), checks: 5, placements: 4, backtracks: 1, selects: 5, maxDepth: 3 },
        },
      ],
      ENGLISH,
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'puzzle,algorithm,value_order,status,events,checks,placements,backtracks,selects,solutions,max_depth,assigns,eliminations',
    );
    const c = naive.result.counts;
    expect(lines[1]).toBe(
      `${PUZZLE_A},Naive backtracking,1→N,solved,${naive.words.length},${c.checks},${c.placements},${c.backtracks},0,1,${c.maxDepth},0,0`,
    );
    expect(lines[2]).toBe(`${PUZZLE_A},MRV,random(7),running,40,5,4,1,5,0,3,,`);
    expect(lines[3]).toBe('');
  });

  it('quotes a field that holds a comma or a quote', () => {
    const csv = comparisonCsv('a,"b"', [], ENGLISH);
    expect(csv.split('\r\n')[0].startsWith('puzzle,')).toBe(true);
    expect(
      comparisonCsv(
        'a,"b"',
        [
          {
            algo: 'mrv',
            total: 0,
            finished: false,
            result: null,
            counters: zeroCounters(),
          },
        ],
        ENGLISH,
      ).split('\r\n')[1],
    ).toMatch(/^"a,""b""",MRV,/);
  });
});

describe('eventsJsonLines', () => {
  it('gives the first N events of the run, in order, as the player shows them', () => {
    const grid = gridFromLine(PUZZLE_A);
    const { words } = collectPacked(grid, 'naive');
    const text = eventsJsonLines(grid, 'naive', 10);
    const lines = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(10);
    lines.forEach((line, i) => {
      const { i: index, at, ...event } = line;
      expect(index).toBe(i);
      expect(event).toEqual(unpack(words[i]));
      expect(at).toMatch(/^r\dc\d$/);
    });
    expect(lines[0]).toEqual({ i: 0, type: 'check', cell: 0, digit: 1, ok: false, peer: 5, unit: 2, at: 'r1c1' });
  });

  it('is the run of the board’s value order: random(7) and LCV, not the 1→N events', () => {
    const grid = gridFromLine('....' + '....' + '....' + '...1');
    const ascending = eventsJsonLines(grid, 'naive', 40);
    for (const order of [
      { valueOrder: 'random', seed: 7 },
      { valueOrder: 'lcv', seed: 0 },
    ] as const) {
      const { words } = collectPacked(grid, 'naive', { valueOrder: order.valueOrder, seed: order.seed });
      const text = eventsJsonLines(grid, 'naive', 40, order);
      const events = text
        .trimEnd()
        .split('\n')
        .map((l) => {
          const { i: _i, at: _at, ...e } = JSON.parse(l);
          return e;
        });
      expect(events).toEqual(Array.from(words.slice(0, 40), unpack));
      expect(text).not.toBe(ascending);
    }
  });

  it('stops at the end of a shorter run and caps what one export makes', () => {
    const grid = gridFromLine(PUZZLE_A);
    const { words } = collectPacked(grid, 'mrv');
    expect(eventsJsonLines(grid, 'mrv', 10_000).trimEnd().split('\n')).toHaveLength(words.length);
    expect(eventsJsonLines(grid, 'mrv', 0)).toBe('');
    expect(MAX_EXPORT_EVENTS).toBe(1_000_000);
  });
});
