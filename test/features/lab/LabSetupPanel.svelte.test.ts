import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import LabSetupPanel from '../../../src/features/lab/LabSetupPanel.svelte';
import { defaultLabSetup } from '../../../src/features/lab/labSetup.ts';

afterEach(() => cleanup());

function panel() {
  const props = {
    setup: { ...defaultLabSetup(), source: { kind: 'own' as const } },
    ownText: '',
    ownFile: null as File | null,
    errors: [],
    moreErrors: 0,
    running: false,
    loading: false,
    onRun: () => {},
    onCancel: () => {},
  };
  render(LabSetupPanel, { props });
  return props;
}

/** A file the size of `bytes`, without making them: only its size is read before the parse worker. */
function fileOfSize(name: string, bytes: number): File {
  const file = new File(['003020600900305001001806400008102900700000008006708200002609500800203009005010300'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('the lab setup panel', () => {
  it('refuses a file over the bound with its size and the bound, instead of reading it', async () => {
    panel();
    const input = document.getElementById('lab-file') as HTMLInputElement;
    await fireEvent.change(input, { target: { files: [fileOfSize('g1g.txt', 1_066_000_000)] } });
    const said = await screen.findByRole('alert');
    expect(said.textContent).toContain('g1g.txt is 1016.6 MB');
    expect(said.textContent).toContain('up to 100.0 MB');
  });

  it('names a file it will read, with its size', async () => {
    panel();
    const input = document.getElementById('lab-file') as HTMLInputElement;
    await fireEvent.change(input, { target: { files: [fileOfSize('ok.txt', 4100)] } });
    expect((await screen.findByText(/ok\.txt/)).textContent).toContain('ok.txt: 4.0 kB, used instead of the text box');
  });

  it('offers no more workers than the machine has cores, and says so', () => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: 2, configurable: true });
    panel();
    const select = document.getElementById('lab-workers') as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.textContent)).toEqual(['1: one per core but one', '1', '2']);
    expect(select.closest('label')!.textContent).toContain("up to 2, this device's cores");
  });
});
