// Present's own components, one chunk loaded when Present first opens: its bar, and the search
// trees it shows under a 4×4's boards.
export { default as PresentationBar } from './PresentationBar.svelte';
export { default as SearchTree } from './SearchTree.svelte';
