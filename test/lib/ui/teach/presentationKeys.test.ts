import { describe, expect, it } from 'vitest';
import { presentationAction } from '../../../../src/lib/ui/teach/presentationKeys.ts';

describe('presentationAction', () => {
  it('steps with a clicker’s PageDown and PageUp, and with the arrows', () => {
    expect(presentationAction({ key: 'PageDown' })).toBe('stepForward');
    expect(presentationAction({ key: 'PageUp' })).toBe('stepBack');
    expect(presentationAction({ key: 'ArrowRight' })).toBe('stepForward');
    expect(presentationAction({ key: 'ArrowUp' })).toBe('stepBack');
  });

  it('plays and pauses with Space and the clicker’s blank-screen key, leaves with Escape, themes with t', () => {
    expect(presentationAction({ key: ' ' })).toBe('toggle');
    expect(presentationAction({ key: '.' })).toBe('toggle');
    expect(presentationAction({ key: 'Escape' })).toBe('exit');
    expect(presentationAction({ key: 't' })).toBe('theme');
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(presentationAction({ key: 'a' })).toBeNull();
    expect(presentationAction({ key: 't', ctrlKey: true })).toBeNull();
  });
});
