import { afterEach, describe, expect, it } from 'vitest';
import { solve, type SolverEvent } from '../../../src/core/index.ts';
import { rungOf } from '../../../src/core/logic/ladder.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { narrate } from '../../../src/features/explain/sentences.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';

afterEach(() => setLocale('en'));

// r4c2 = 28, r4c8 = 34; row 4 is unit 3.
const nakedPair: SolverEvent[] = [
  { type: 'patternCell', cell: 28 },
  { type: 'patternCell', cell: 34 },
  { type: 'patternDigit', digit: 3 },
  { type: 'patternDigit', digit: 7 },
  { type: 'patternUnit', unit: 3 },
  { type: 'technique', rung: rungOf('naked-pair'), patternLength: 5 },
];
const tell = (events: SolverEvent[]) => narrate(events.at(-1)!, 3, 'logic', (k) => events[events.length - 1 - k]);

describe('logic sentences', () => {
  it('tell a step in one sentence that names its cells, digits and unit', () => {
    expect(tell(nakedPair)).toBe('Naked pair {3,7} in r4c2 and r4c8: 3 and 7 leave the rest of row 4.');
  });

  it('name the technique alone where the events before it are not at hand', () => {
    expect(narrate(nakedPair.at(-1)!, 3, 'logic')).toBe('Naked pair');
  });

  it('tell it in Chinese', async () => {
    await setLocale('zh-CN');
    expect(tell(nakedPair)).toBe('第4行的 r4c2 和 r4c8 构成显性数对 {3,7}：3 和 7 从第4行其余格中删去。');
  });

  it('tell an X-wing by its base and cover lines, and a pattern event by its part', () => {
    const xWing: SolverEvent[] = [
      { type: 'patternDigit', digit: 5 },
      { type: 'patternUnit', unit: 1 },
      { type: 'patternUnit', unit: 6 },
      { type: 'patternUnit', unit: 11 },
      { type: 'patternUnit', unit: 16 },
      { type: 'technique', rung: rungOf('x-wing'), patternLength: 5 },
    ];
    expect(tell(xWing)).toBe(
      'X-wing on 5: in row 2 and row 7, 5 lies only in column 3 and column 8, so 5 leaves the rest of column 3 and column 8.',
    );
    expect(narrate({ type: 'patternCell', cell: 28 }, 3, 'logic')).toBe('r4c2 is part of the pattern');
  });

  it('give every step of a real run a sentence of its own technique', () => {
    const events = [...solve(fixtureGrids('pe96.txt')[49], 'logic')];
    const told = events.map((e, i) => narrate(e, 3, 'logic', (k) => events[i - k]));
    const steps = told.filter((_, i) => events[i].type === 'technique');
    expect(steps.length).toBeGreaterThan(40);
    expect(steps.every((s) => s.endsWith('.') && /r\dc\d/.test(s))).toBe(true);
    expect(steps.some((s) => s.startsWith('Hidden single'))).toBe(true);
  });
});
