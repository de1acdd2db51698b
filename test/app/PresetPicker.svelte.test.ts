import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PresetPicker from '../../src/app/PresetPicker.svelte';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { PRESETS } from '../../src/app/presets.ts';

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

/** The picker's groups as it shows them: each group's label and its options' names, and the value. */
function shown(select: HTMLSelectElement) {
  return {
    value: select.value,
    groups: [...select.querySelectorAll('optgroup')].map((g) => [
      g.label,
      ...[...g.children].map((o) => o.textContent),
    ]),
  };
}

/** The same, built from the preset table in the page's current language. */
function expected(value: string) {
  const labels = [...new Set(PRESETS.map((p) => p.group))];
  return { value, groups: labels.map((g) => [g, ...PRESETS.filter((p) => p.group === g).map((p) => p.name)]) };
}

describe('PresetPicker', () => {
  it('loads an ordinary preset at once', async () => {
    const onPick = vi.fn();
    render(PresetPicker, { props: { value: 'classic', onPick } });
    await fireEvent.change(screen.getByLabelText('Puzzle'), { target: { value: 'pe96-02' } });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'pe96-02' }));
  });

  it('warns before the puzzle built against brute force, and loads it only when asked', async () => {
    const onPick = vi.fn();
    render(PresetPicker, { props: { value: 'classic', onPick } });
    await fireEvent.change(screen.getByLabelText('Puzzle'), { target: { value: 'anti-brute-force' } });
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog').textContent).toMatch(/7×10⁸ events/);
    // Until it is answered the picker names the puzzle on the boards, not the one asked about.
    expect((screen.getByLabelText('Puzzle') as HTMLSelectElement).value).toBe('classic');
    await fireEvent.click(screen.getByRole('button', { name: 'Load anyway' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'anti-brute-force' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the puzzle on the boards when the warning is cancelled', async () => {
    const onPick = vi.fn();
    render(PresetPicker, { props: { value: 'classic', onPick } });
    await fireEvent.change(screen.getByLabelText('Puzzle'), { target: { value: 'anti-brute-force' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onPick).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Puzzle') as HTMLSelectElement).value).toBe('classic');
  });

  for (const [from, to] of [
    ['en', 'zh-CN'],
    ['zh-CN', 'en'],
  ] as const)
    it(`keeps every preset, renamed, and the one chosen, when the language switches from ${from} to ${to}`, async () => {
      await setLocale(from);
      render(PresetPicker, { props: { value: '4x4-b', onPick: vi.fn() } });
      const select = screen.getByRole('combobox') as HTMLSelectElement;
      expect(shown(select)).toEqual(expected('4x4-b'));
      await setLocale(to);
      flushSync();
      expect(select.querySelectorAll('option')).toHaveLength(PRESETS.length);
      expect(shown(select)).toEqual(expected('4x4-b'));
    });
});
