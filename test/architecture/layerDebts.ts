/**
 * Imports that break the layer rules today, each to be removed with the change that fixes it; the
 * layer test fails on a new one and on one fixed but still listed.
 */
export const KNOWN_DEBTS: string[] = [
  'src/app/viewState.svelte.ts -> ../features/explain/codeView.ts',
  'src/features/embed/EmbedView.svelte -> ../explain/sentences.ts',
  'src/features/explain/pythonCode.ts -> ../solver/api/templates/mrv.py?raw',
  'src/features/explain/pythonCode.ts -> ../solver/api/templates/naive.py?raw',
];
