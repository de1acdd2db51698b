// Present's components, one chunk loaded when Present first opens.
export { default as PresentationBar } from './PresentationBar.svelte';
export { default as SearchTree } from './SearchTree.svelte';
