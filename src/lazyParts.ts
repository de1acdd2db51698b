import { LazyPart } from './app/lazyPart.svelte.ts';
import { partImport } from './app/partImport.ts';

/*
 * The app's parts that load on first use, each one chunk (lazyPart.svelte.ts). What stays in the
 * start bundle is what shows the first puzzle: the header, the controls, the boards and the verdict.
 */
export const generatePart = new LazyPart(partImport(() => import('./features/generator/generatePart.ts')));
export const editorPart = new LazyPart(partImport(() => import('./app/BoardEditor.svelte')));
export const sidePart = new LazyPart(partImport(() => import('./sidePart.ts')));
export const presentPart = new LazyPart(partImport(() => import('./features/explain/presentPart.ts')));
