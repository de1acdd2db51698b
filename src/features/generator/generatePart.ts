// The "New puzzle" dialog's code, one chunk loaded when it first opens; a link's recipe is remade without it.
export { GeneratorForm } from './GeneratorForm.svelte.ts';
export { default as GeneratePanel } from './GeneratePanel.svelte';
