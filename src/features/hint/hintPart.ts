// The hint's components, one chunk loaded when the first Hint button shows.
export { default as HintButton } from './HintButton.svelte';
export { default as HintPanel } from './HintPanel.svelte';
export { default as HintMarks } from './HintMarks.svelte';
export { default as EditorHint } from './EditorHint.svelte';
