// The side column's later panels: one chunk, shown after the first paint.
export { default as PlacementChart } from './app/PlacementChart.svelte';
export { default as OverviewPanel } from './features/explain/OverviewPanel.svelte';
export { default as ExportPanel } from './features/explain/ExportPanel.svelte';
export { default as EmbedShare } from './features/embed/EmbedShare.svelte';
export { default as ClipPanel } from './features/clip/ClipPanel.svelte';
export { default as BookmarkBar } from './features/predict/BookmarkBar.svelte';
export { default as MeaningJumps } from './features/explain/MeaningJumps.svelte';
export { default as BookmarkMarks } from './features/predict/BookmarkMarks.svelte';
export { default as DepthMountain } from './features/explain/DepthMountain.svelte';
export { default as WorksheetAction } from './features/worksheet/WorksheetAction.svelte';
// The worksheet's answer key tells each step in Explain's sentences.
export { narrate } from './features/explain/sentences.ts';
