import { LazyPart } from './lazyPart.svelte.ts';

/*
 * The app's parts that load on first use, each one chunk (lazyPart.svelte.ts). What stays in the
 * start bundle is what shows the first puzzle: the header, the controls, the boards and the verdict.
 */
export const predictPart = new LazyPart(() => import('./predict/predictPart.ts'));
export const generatePart = new LazyPart(() => import('./generate/generatePart.ts'));
export const editorPart = new LazyPart(() => import('./BoardEditor.svelte'));
export const sidePart = new LazyPart(() => import('./sidePart.ts'));
