// The side column's later panels, mounted after the first paint (App.svelte's side stages): the
// placement chart (with d3's log scale), the overview (heat map, search tree) and the exports (the
// clip panel and its encoder, the embed code, the event log), the bookmarks bar and marks, the meaning
// jumps and the scrubber's depth mountain, one chunk loaded with the app's mount.
export { default as PlacementChart } from './app/PlacementChart.svelte';
export { default as OverviewPanel } from './features/explain/OverviewPanel.svelte';
export { default as ExportPanel } from './features/explain/ExportPanel.svelte';
export { default as BookmarkBar } from './features/predict/BookmarkBar.svelte';
export { default as MeaningJumps } from './features/explain/MeaningJumps.svelte';
export { default as BookmarkMarks } from './features/predict/BookmarkMarks.svelte';
export { default as DepthMountain } from './features/explain/DepthMountain.svelte';
