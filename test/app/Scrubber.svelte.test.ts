import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import Scrubber from '../../src/app/Scrubber.svelte';
import SpeedControl from '../../src/app/SpeedControl.svelte';
import { renderWithServices } from './renderWithServices.ts';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { FakeSession, fakeRun } from './fakeSession.svelte.ts';

afterEach(() => {
  cleanup();
  setLocale('en');
});

describe('Scrubber', () => {
  it('shows the position against the events known so far while a run is still solving', () => {
    const session = new FakeSession();
    session.runs = [
      fakeRun({ cursor: 1234, total: 5678, finished: false }),
      fakeRun({ algo: 'mrv', cursor: 154, total: 154, finished: true }),
    ];
    renderWithServices(Scrubber, { session });
    expect(screen.getByText(/event/).textContent?.replace(/\s+/g, ' ').trim()).toBe('event 1,234 / 5,678 so far');
    const slider = screen.getByRole('slider', { name: 'Timeline: event position' });
    expect(slider.getAttribute('max')).toBe('5678');
  });

  for (const [lang, shown, spoken] of [
    ['en', 'event 0', 'event 0'],
    ['zh-CN', '事件 0', '第 0 个事件'],
  ] as const)
    it(`names the position alone under a ceiling (an exercise's next move): no length, no track past it (${lang})`, async () => {
      setLocale(lang);
      const session = new FakeSession();
      session.runs = [fakeRun({ cursor: 0, total: 5678, finished: false })];
      session.ceiling = 0;
      renderWithServices(Scrubber, { session });
      const where = () => document.querySelector('.where')!.textContent!.replace(/\s+/g, ' ').trim();
      expect(where()).toBe(shown);
      const slider = screen.getByRole('slider');
      expect([slider.getAttribute('max'), slider.getAttribute('aria-valuetext')]).toEqual(['1', spoken]);
      session.ceiling = 12;
      session.runs = [fakeRun({ cursor: 12, total: 5678, finished: false })];
      await expect.poll(where).toBe(shown.replace('0', '12'));
    });

  it('seeks wherever it is dragged or clicked', async () => {
    const session = new FakeSession();
    session.runs = [fakeRun({ total: 1000, finished: true })];
    renderWithServices(Scrubber, { session });
    await fireEvent.input(screen.getByRole('slider'), { target: { value: '640' } });
    expect(session.calls).toEqual(['seek 640']);
  });
});

describe('SpeedControl', () => {
  it('reads the speed out and sets it on a log scale, its top notch instant', async () => {
    const got: number[] = [];
    render(SpeedControl, { props: { speed: 1000, onChange: (s: number) => got.push(s) } });
    const slider = screen.getByRole('slider', { name: /Speed in events per second/ });
    expect(slider.getAttribute('aria-valuetext')).toBe('1,000 events/s');
    await fireEvent.input(slider, { target: { value: '40' } });
    await fireEvent.input(slider, { target: { value: '61' } });
    expect(got).toEqual([10_000, Infinity]);
  });
});
