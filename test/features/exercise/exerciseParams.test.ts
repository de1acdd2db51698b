import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState, defaultUrlState } from '../../../src/run/link/urlState.ts';
import { exerciseFromText, exerciseToText } from '../../../src/features/exercise/exerciseParams.ts';

describe('an assignment in the link (ex)', () => {
  it('reads and writes the grading mode, the steps and the puzzles by size and seed range', () => {
    for (const text of ['undo.30', 'fix.1', 'undo.999.9.1-50', 'fix.20.4.0-999999'])
      expect(exerciseToText(exerciseFromText(text)!)).toBe(text);
    expect(exerciseFromText('undo.20.9.1-50')).toEqual({
      mode: 'undo',
      steps: 20,
      puzzles: { side: 9, from: 1, to: 50 },
    });
  });

  it('refuses what it cannot use', () => {
    for (const text of [
      '',
      'redo.20',
      'undo.0',
      'undo.1000',
      'undo.20.16.1-5',
      'undo.20.9.5-1',
      'undo.20.9',
      'undo.20.9.1-1234567',
    ])
      expect(exerciseFromText(text), text).toBeNull();
  });

  it('rides in the player link and names itself when broken, leaving the rest of the link as it was', () => {
    const search = writeUrlState({
      ...defaultUrlState(),
      exercise: { mode: 'fix', steps: 12, puzzles: { side: 4, from: 3, to: 9 } },
    });
    expect(new URLSearchParams(search).get('ex')).toBe('fix.12.4.3-9');
    expect(readUrlState(search).state.exercise).toEqual({
      mode: 'fix',
      steps: 12,
      puzzles: { side: 4, from: 3, to: 9 },
    });
    const broken = readUrlState('?a=mrv&m=single&ex=sometimes');
    expect(broken.state.exercise).toBeUndefined();
    expect(broken.state.algorithms).toEqual(['mrv']);
    expect(broken.warning).toEqual({ kind: 'fields', fields: ['exercise'] });
    expect(new URLSearchParams(writeUrlState(defaultUrlState())).has('ex')).toBe(false);
  });
});
