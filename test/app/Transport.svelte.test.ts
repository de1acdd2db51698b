import { cleanup, fireEvent, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../src/app/session/Session.svelte.ts';
import type { SessionLike } from '../../src/app/sessionView.ts';
import { handleShortcut } from '../../src/app/shortcuts.ts';
import Transport from '../../src/app/Transport.svelte';
import { renderWithServices } from './renderWithServices.ts';
import { FakeSession } from './fakeSession.svelte.ts';

// Type-level check (svelte-check): the real Session offers everything the UI uses.
export const sessionFits = (s: Session): SessionLike => s;

afterEach(cleanup);

describe('Transport', () => {
  it('labels every control, shortcut included', () => {
    renderWithServices(Transport, { session: new FakeSession() });
    for (const name of [
      'Reset to the start (Home)',
      'Step back one event (←)',
      'Play (Space)',
      'Step forward one event (→)',
      'Go to the end (End)',
      'Next place ›',
      'Next backtrack ›',
      'Next solution ›',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('names each jump by the words it shows, so speech input finds it, and says more in its title', () => {
    renderWithServices(Transport, { session: new FakeSession() });
    const jump = screen.getByRole('button', { name: 'Next backtrack ›' });
    expect(jump.getAttribute('aria-label')).toBeNull();
    expect(jump.title).toBe('Jump to the next backtrack (n)');
  });

  it('turns Play into Pause while playing', async () => {
    const session = new FakeSession();
    renderWithServices(Transport, { session });
    await fireEvent.click(screen.getByRole('button', { name: 'Play (Space)' }));
    expect(session.calls).toEqual(['toggle']);
    expect(screen.getByRole('button', { name: 'Pause (Space)' }).textContent).toContain('Pause');
  });

  it('sends steps, reset, end and jumps to the session', async () => {
    const session = new FakeSession();
    renderWithServices(Transport, { session });
    for (const name of [
      'Step forward one event (→)',
      'Step back one event (←)',
      'Reset to the start (Home)',
      'Go to the end (End)',
      'Next backtrack ›',
    ]) {
      await fireEvent.click(screen.getByRole('button', { name }));
    }
    expect(session.calls).toEqual(['stepForward', 'stepBack', 'reset', 'toEnd', 'jumpTo backtrack']);
  });
});

describe('keyboard shortcuts', () => {
  function press(key: string, target: HTMLElement, session: FakeSession) {
    const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(e, 'target', { value: target });
    return handleShortcut(e, session);
  }

  it('play, step, reset, end and change speed from the page', () => {
    const session = new FakeSession();
    for (const key of [' ', 'ArrowRight', 'ArrowLeft', 'Home', 'End', '+'])
      expect(press(key, document.body, session)).toBe(true);
    flushSync();
    expect(session.calls).toEqual(['toggle', 'stepForward', 'stepBack', 'reset', 'toEnd', 'setSpeed 32']);
    press('-', document.body, session);
    expect(session.speed).toBe(10);
  });

  it('do nothing while typing in a text box', () => {
    const session = new FakeSession();
    const area = document.createElement('textarea');
    document.body.append(area);
    try {
      expect(press(' ', area, session)).toBe(false);
      expect(press('ArrowLeft', area, session)).toBe(false);
      expect(session.calls).toEqual([]);
    } finally {
      area.remove();
    }
  });
});
