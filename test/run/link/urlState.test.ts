import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_RUN_EVENTS } from '../../../src/run/clients/runClient.ts';
import {
  DEFAULT_PUZZLE,
  defaultUrlState,
  gridFromText,
  readUrlState,
  type UrlState,
  writeUrlState,
} from '../../../src/run/link/urlState.ts';
import { formatLine } from '../../../src/core/index.ts';
import { said } from './said.ts';

const DEFAULT_TEXT = DEFAULT_PUZZLE.replaceAll('0', '.');
const HEXADOKU_ROW = '123456789ABCDEFG';
const grid = (text: string) => gridFromText(text)!;

describe('a position in a link', () => {
  it('is clamped to what a run can reach (MAX_RUN_EVENTS)', () => {
    expect(readUrlState('?e=999999999999').state.position).toBe(MAX_RUN_EVENTS);
  });
});

describe('urlState', () => {
  it('defaults to the classic puzzle, naive against MRV, at the rising pace (no s= in its link)', () => {
    expect(readUrlState('')).toEqual({
      state: { puzzle: grid(DEFAULT_TEXT), algorithms: ['naive', 'mrv'], mode: 'compare', speed: 'rising' },
    });
    expect(writeUrlState(defaultUrlState())).not.toMatch(/[?&]s=/);
    expect(readUrlState('?s=10').state.speed).toBe(10);
  });

  it('reads back what it wrote', () => {
    const states: UrlState[] = [
      defaultUrlState(),
      { puzzle: grid('1...' + '.'.repeat(12)), algorithms: ['mrv'], mode: 'single', speed: 1 },
      { puzzle: grid(DEFAULT_TEXT), algorithms: ['mrv', 'mrv'], mode: 'compare', speed: Infinity },
      { puzzle: grid(HEXADOKU_ROW + '.'.repeat(240)), algorithms: ['naive', 'naive'], mode: 'compare', speed: 1e6 },
      { puzzle: grid(DEFAULT_TEXT), algorithms: ['naive'], mode: 'single', speed: 2500 },
    ];
    for (const s of states) expect(readUrlState(writeUrlState(s))).toEqual({ state: s });
  });

  it('reads blanks written as 0 and lower-case letters', () => {
    const { state, warning } = readUrlState(`?p=${DEFAULT_PUZZLE}`);
    expect(warning).toBeUndefined();
    expect(formatLine(state.puzzle)).toBe(DEFAULT_TEXT);
    expect(formatLine(readUrlState(`?p=${HEXADOKU_ROW.toLowerCase()}${'0'.repeat(240)}`).state.puzzle)).toBe(
      HEXADOKU_ROW + '.'.repeat(240),
    );
  });

  it("reads a blank written '_' as pasted text does (the engine's reader)", () => {
    const { state, warning } = readUrlState(`?p=${DEFAULT_PUZZLE.replaceAll('0', '_')}`);
    expect(warning).toBeUndefined();
    expect(formatLine(state.puzzle)).toBe(DEFAULT_TEXT);
  });

  it('falls back to the default puzzle with a message for puzzles of the wrong length, digits or clashes', () => {
    const bad = [
      DEFAULT_PUZZLE.slice(1),
      DEFAULT_PUZZLE + '1',
      'A' + DEFAULT_PUZZLE.slice(1),
      '55' + DEFAULT_PUZZLE.slice(2),
      '5'.repeat(16),
      '',
    ];
    for (const p of bad) {
      const { state, warning } = readUrlState(`?p=${encodeURIComponent(p)}&m=single&a=mrv`);
      expect(formatLine(state.puzzle)).toBe(DEFAULT_TEXT);
      expect(state).toMatchObject({ mode: 'single', algorithms: ['mrv'] });
      expect(warning).toMatchObject({ kind: 'fields', fields: ['puzzle'] });
    }
  });

  it('says why a link’s puzzle could not be used: its length, a bad character, or which givens clash', () => {
    const why = (p: string) => said(`?p=${encodeURIComponent(p)}`);
    expect(why('55' + DEFAULT_PUZZLE.slice(2))).toBe(
      "The link's puzzle (its givens clash: 5 in r1c1 and r1c2, the same row) could not be used; the default is shown instead.",
    );
    expect(why(DEFAULT_PUZZLE.slice(1))).toMatch(/puzzle \(80 cells, where a puzzle has 16, 81 or 256\)/);
    expect(why('x' + DEFAULT_PUZZLE.slice(1))).toMatch(/puzzle \(a character other than 1-9 or '\.' at r1c1\)/);
  });

  it('keeps pencil marks and Explain in the link and reads them back', () => {
    const search = writeUrlState({ ...readUrlState('').state, pencil: true, explain: false });
    expect(search).toMatch(/&pm=1&x=0$/);
    expect(readUrlState(search).state).toMatchObject({ pencil: true, explain: false });
    expect(said('?x=2')).toMatch(/Explain/);
  });

  it('keeps the code view in the link (c=py, c=pseudo), and leaves it out when the link says nothing', () => {
    const search = writeUrlState({ ...readUrlState('').state, code: 'python' });
    expect(search).toMatch(/&c=py$/);
    expect(readUrlState(search).state.code).toBe('python');
    expect(readUrlState('?c=pseudo').state.code).toBe('pseudocode');
    expect(readUrlState('').state.code).toBeUndefined();
    expect(writeUrlState(readUrlState('').state)).not.toMatch(/c=/);
    expect(said('?c=java')).toMatch(/code view/);
  });

  it('never echoes what the link held: a script tag gives the default and a fixed message', () => {
    const evil = '<script>alert(1)</script>';
    const { state, warning } = readUrlState(
      `?p=${encodeURIComponent(evil)}&a=${encodeURIComponent(evil)}&m=${evil}&s=${evil}`,
    );
    expect(state).toEqual(defaultUrlState());
    expect(warning).toEqual({
      kind: 'fields',
      fields: ['puzzle', 'mode', 'algorithms', 'speed'],
      puzzle: expect.anything(),
    });
    expect(said(`?p=${encodeURIComponent(evil)}&a=${encodeURIComponent(evil)}&m=${evil}&s=${evil}`)).not.toMatch(
      /[<>]|script|alert/,
    );
  });

  it('refuses a huge query string without reading it', () => {
    const { state, warning } = readUrlState(`?p=${'1'.repeat(100_000)}`);
    expect(state).toEqual(defaultUrlState());
    expect(warning).toEqual({ kind: 'too-long' });
    expect(said(`?p=${'1'.repeat(100_000)}`)).toMatch(/too long/);
  });

  it('rejects unknown algorithms, modes and speeds out of range, one field at a time', () => {
    expect(readUrlState('?a=naive,dfs')).toMatchObject({
      state: { algorithms: ['naive', 'mrv'] },
      warning: { fields: ['algorithms'] },
    });
    expect(readUrlState('?a=__proto__')).toMatchObject({
      state: { algorithms: ['naive', 'mrv'] },
      warning: { fields: ['algorithms'] },
    });
    expect(said('?a=naive,mrv,mrv')).toMatch(/algorithms/);
    expect(readUrlState('?m=split')).toMatchObject({
      state: { mode: 'compare' },
      warning: { fields: ['mode'] },
    });
    for (const s of ['0', '2000000', '-5', '1e3', 'Infinity', 'NaN', ''])
      expect(readUrlState(`?s=${s}`)).toMatchObject({ state: { speed: 'rising' }, warning: { fields: ['speed'] } });
  });

  it('gives compare mode two algorithms and single mode one', () => {
    expect(readUrlState('?a=mrv').state.algorithms).toEqual(['mrv', 'naive']);
    expect(readUrlState('?a=naive,mrv&m=single').state.algorithms).toEqual(['naive']);
    expect(readUrlState('?m=single').state.algorithms).toEqual(['naive']);
  });

  it('survives any string at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (s) => {
        const { state } = readUrlState(s);
        expect(gridFromText(formatLine(state.puzzle))).not.toBeNull();
        expect(state.algorithms.length).toBe(state.mode === 'compare' ? 2 : 1);
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it("keeps each board's value order, and writes none while both are ascending", () => {
    const state: UrlState = {
      ...defaultUrlState(),
      algorithms: ['mrv', 'naive'],
      orders: [
        { valueOrder: 'random', seed: 7 },
        { valueOrder: 'lcv', seed: 0 },
      ],
    };
    const search = writeUrlState(state);
    expect(new URLSearchParams(search).get('o')).toBe('random:7,lcv');
    expect(readUrlState(search).state.orders).toEqual(state.orders);
    const plain = {
      ...state,
      orders: [
        { valueOrder: 'ascending', seed: 0 },
        { valueOrder: 'ascending', seed: 0 },
      ],
    } satisfies UrlState;
    expect(writeUrlState(plain)).not.toContain('o=');
  });

  it('rejects a value order it does not write, with a message', () => {
    for (const o of ['desc', 'random:', 'random:-1', 'lcv,lcv,lcv', 'random:1e3']) {
      const { state, warning } = readUrlState(`?o=${encodeURIComponent(o)}`);
      expect(state.orders, o).toBeUndefined();
      expect(warning).toMatchObject({ fields: ['orders'] });
    }
  });

  it('writes a puzzle as dots and digits', () => {
    expect(formatLine(gridFromText(DEFAULT_PUZZLE)!)).toBe(DEFAULT_TEXT);
  });
});
