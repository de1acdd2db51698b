import { describe, expect, it } from 'vitest';
import { shortcutFor } from '../../../src/lib/ui/keyboard.ts';

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

  it('stands aside while typing in a text field or the paste box', () => {
    for (const target of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(shortcutFor({ key: ' ', target })).toBeNull();
      expect(shortcutFor({ key: 'ArrowLeft', target })).toBeNull();
      expect(shortcutFor({ key: '+', target })).toBeNull();
    }
  });

  it('leaves arrows and Home/End to a focused slider, but still plays with Space there', () => {
    const slider = { tagName: 'INPUT', type: 'range' };
    expect(shortcutFor({ key: 'ArrowRight', target: slider })).toBeNull();
    expect(shortcutFor({ key: 'End', target: slider })).toBeNull();
    expect(shortcutFor({ key: ' ', target: slider })).toBe('toggle');
  });

  it('lets Space press a focused button instead of toggling twice', () => {
    expect(shortcutFor({ key: ' ', target: { tagName: 'BUTTON' } })).toBeNull();
    expect(shortcutFor({ key: 'ArrowRight', target: { tagName: 'BUTTON' } })).toBe('stepForward');
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
