import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli.ts';
import { MAX_SHOWN_ISSUES } from '../../src/cli/puzzleInput.ts';
import { ALGORITHMS } from '../../src/core/algorithms.ts';
import { PuzzleReader } from '../../src/core/parse.ts';
import { splitLines } from '../../src/core/parseLines.ts';
import { fakeIo } from './fakeIo.ts';
import { FIXTURES, lines } from './inProcess.ts';

// `stepdoku solve -` on mangled puzzle files, in-process and seeded (so a failure replays): whatever
// the input, one output line per puzzle the parser sees, every solution a solution, no stack trace,
// no raw control character in a message, and the messages capped.
const SEED_TEXT = [
  ...lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8')).slice(0, 3),
  ...lines(readFileSync(join(FIXTURES, 'p096_sudoku.txt'), 'utf8')).slice(0, 10),
  '1..4..2..1..3..2',
  '.234...2.1.34..1',
];

const piece = fc.oneof(
  fc.constantFrom(...SEED_TEXT),
  fc.constantFrom(
    '\n',
    '\r\n',
    '\r',
    '',
    ' ',
    '\t',
    '|',
    '---+---',
    '# note',
    'Grid 07',
    '\uFEFF',
    '😀',
    '\u0000',
    '\u001b[2J',
  ),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('.'.repeat(16), '.'.repeat(81), 'x'.repeat(2100)),
);
const inputs = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('\n'));

function entriesOf(text: string): number {
  const reader = new PuzzleReader();
  let count = 0;
  for (const line of splitLines(text)) count += reader.push(line).length;
  return count + reader.end().length;
}

describe('stepdoku solve on any text', () => {
  it('answers every puzzle it reads with one line, and never crashes or echoes a control character', async () => {
    await fc.assert(
      fc.asyncProperty(inputs, fc.integer({ min: 1, max: 64 }), async (text, chunk) => {
        const io = fakeIo({ stdin: text, chunk });
        const code = await runCli(['solve', '-', '--budget', '20000'], io);
        const expected = entriesOf(text);
        const out = io.stdout.text === '' ? [] : lines(io.stdout.text);
        expect(code).toBe(out.every((l) => l !== 'parse error') && expected > 0 ? 0 : 1);
        expect(out).toHaveLength(expected);
        for (const l of out) {
          if (['parse error', 'no solution', 'budget reached'].includes(l)) continue;
          const n = l.length === 16 ? 2 : l.length === 81 ? 3 : 4;
          const cells = Uint8Array.from(l, (ch) => parseInt(ch, 17));
          expect(ALGORITHMS.dlx.count({ n, cells }, { limit: 1 }).status).toBe('solved');
        }
        const errors = lines(io.stderr.text);
        expect(errors.length).toBeLessThanOrEqual(MAX_SHOWN_ISSUES + 2);
        expect([...io.stderr.text].some((ch) => ch !== '\n' && ch.charCodeAt(0) < 32)).toBe(false);
      }),
      { seed: 1717, numRuns: 400 },
    );
  });
});
