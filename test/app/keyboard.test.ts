import { describe, expect, it } from 'vitest';
import { shortcutFor } from '../../src/app/keyboard.ts';

const body = { tagName: 'BODY' };

describe('shortcutFor', () => {
  it('maps Space, the arrows, Home, End, + and − to player actions', () => {
    const keys = [' ', 'ArrowRight', 'ArrowLeft', 'Home', 'End', '+', '-'];
    expect(keys.map((key) => shortcutFor({ key, target: body }))).toEqual([
      'toggle',
      'stepForward',
      'stepBack',
      'reset',
      'toEnd',
      'faster',
      'slower',
    ]);
  });

  it('jumps to the next placement, backtrack and solution with p, n and s', () => {
    expect(['p', 'n', 's'].map((key) => shortcutFor({ key, target: body }))).toEqual([
      'nextPlace',
      'nextBacktrack',
      'nextSolution',
    ]);
  });

  it('switches the code between pseudocode and Python with c, on the page and while presenting', () => {
    expect(shortcutFor({ key: 'c', target: body })).toBe('code');
    expect(shortcutFor({ key: 'C', target: body }, true)).toBe('code');
    expect(shortcutFor({ key: 'c', target: { tagName: 'INPUT', type: 'text' } })).toBeNull();
  });

  it('stands aside while typing in a text field, a number field or the paste box', () => {
    for (const target of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'number' },
      { tagName: 'TEXTAREA' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(shortcutFor({ key: ' ', target })).toBeNull();
      expect(shortcutFor({ key: 'ArrowLeft', target })).toBeNull();
      expect(shortcutFor({ key: '+', target })).toBeNull();
      expect(shortcutFor({ key: 'n', target })).toBeNull();
    }
  });

  it('plays with Space and steps with ←/→ on a focused slider, which keeps ↑/↓ and Home/End', () => {
    const slider = { tagName: 'INPUT', type: 'range' };
    expect(shortcutFor({ key: ' ', target: slider })).toBe('toggle');
    expect(shortcutFor({ key: 'ArrowRight', target: slider })).toBe('stepForward');
    expect(shortcutFor({ key: 'ArrowLeft', target: slider })).toBe('stepBack');
    expect(shortcutFor({ key: 'ArrowUp', target: slider })).toBeNull();
    expect(shortcutFor({ key: 'End', target: slider })).toBeNull();
  });

  it('plays with Space on a focused button instead of pressing it again', () => {
    expect(shortcutFor({ key: ' ', target: { tagName: 'BUTTON' } })).toBe('toggle');
    expect(shortcutFor({ key: 'ArrowRight', target: { tagName: 'BUTTON' } })).toBe('stepForward');
  });

  it('plays with Space on a focused checkbox or radio button, which Enter ticks instead', () => {
    for (const type of ['checkbox', 'radio']) {
      expect(shortcutFor({ key: ' ', target: { tagName: 'INPUT', type } })).toBe('toggle');
      expect(shortcutFor({ key: 'ArrowRight', target: { tagName: 'INPUT', type } })).toBe('stepForward');
      expect(shortcutFor({ key: 'Enter', target: { tagName: 'INPUT', type } })).toBeNull();
    }
  });

  it('plays with Space on a focused picker, which keeps its arrows and letters', () => {
    const picker = { tagName: 'SELECT' };
    expect(shortcutFor({ key: ' ', target: picker })).toBe('toggle');
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'n', 's', '+']) {
      expect(shortcutFor({ key, target: picker })).toBeNull();
    }
  });

  it('leaves Space to a control in an open menu or dialog, which the user opened to work in', () => {
    const inMenu = { tagName: 'INPUT', type: 'checkbox', inPanel: true };
    expect(shortcutFor({ key: ' ', target: inMenu })).toBeNull();
    expect(shortcutFor({ key: ' ', target: { tagName: 'BUTTON', inPanel: true } })).toBeNull();
    expect(shortcutFor({ key: 'ArrowRight', target: inMenu })).toBe('stepForward');
  });

  it('leaves the board editor its own keys', () => {
    expect(shortcutFor({ key: 'ArrowRight', target: { tagName: 'DIV', dataset: { keys: 'own' } } })).toBeNull();
  });

  it('ignores keys with Ctrl, Meta or Alt and keys it does not know', () => {
    expect(shortcutFor({ key: 'ArrowRight', ctrlKey: true, target: body })).toBeNull();
    expect(shortcutFor({ key: '+', metaKey: true, target: body })).toBeNull();
    expect(shortcutFor({ key: 'x', target: body })).toBeNull();
  });
});

describe('shortcutFor while presenting', () => {
  const present = (key: string, extra: { ctrlKey?: boolean } = {}) =>
    shortcutFor({ key, target: body, ...extra }, true);

  it('steps with a clicker’s PageDown and PageUp, and with all four arrows', () => {
    expect(['PageDown', 'PageUp', 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].map((k) => present(k))).toEqual([
      'stepForward',
      'stepBack',
      'stepForward',
      'stepBack',
      'stepForward',
      'stepBack',
    ]);
  });

  it('plays and pauses with Space and the clicker’s blank-screen keys, leaves with Escape, themes with t', () => {
    expect([' ', '.', 'b', 'Escape', 't'].map((k) => present(k))).toEqual([
      'toggle',
      'toggle',
      'toggle',
      'exit',
      'theme',
    ]);
  });

  it('keeps what a teacher uses mid-lesson: speed, Home, End and the jumps', () => {
    expect(['+', '-', 'Home', 'End', 'n', 's'].map((k) => present(k))).toEqual([
      'faster',
      'slower',
      'reset',
      'toEnd',
      'nextBacktrack',
      'nextSolution',
    ]);
  });

  it('leaves the presentation keys out of the normal page, and browser shortcuts alone', () => {
    expect(shortcutFor({ key: 'PageDown', target: body })).toBeNull();
    expect(shortcutFor({ key: 't', target: body })).toBeNull();
    expect(present('t', { ctrlKey: true })).toBeNull();
    expect(present('a')).toBeNull();
  });
});
