// The side column's later panels, mounted after the first paint (App.svelte's side stages): the
// placement chart (with d3's log scale), the overview (heat map, search tree) and the exports (the
// clip panel and its encoder, the embed code, the event log), the bookmarks bar and marks, the meaning
// jumps and the scrubber's depth mountain, one chunk loaded with the app's mount.
export { default as PlacementChart } from './PlacementChart.svelte';
export { default as OverviewPanel } from './teach/OverviewPanel.svelte';
export { default as ExportPanel } from './teach/ExportPanel.svelte';
export { default as BookmarkBar } from './predict/BookmarkBar.svelte';
export { default as MeaningJumps } from './teach/MeaningJumps.svelte';
export { default as BookmarkMarks } from './predict/BookmarkMarks.svelte';
export { default as DepthMountain } from './teach/DepthMountain.svelte';
