// The print view's code, one chunk loaded on the first click of "Worksheet".
export { default as WorksheetView } from './WorksheetView.svelte';
