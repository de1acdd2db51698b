// The "New puzzle" dialog's code, one chunk loaded when the dialog first opens (lazyParts.ts). A
// link's recipe is remade without it (regenerateFromLink.ts, in the start bundle).
export { GeneratorForm } from './GeneratorForm.svelte.ts';
export { default as GeneratePanel } from './GeneratePanel.svelte';
