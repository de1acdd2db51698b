import { LazyPart } from './app/lazyPart.svelte.ts';
import { importOrReload } from './app/offline/importOrReload.ts';

/*
 * The app's parts that load on first use, each one chunk (lazyPart.svelte.ts). What stays in the
 * start bundle is what shows the first puzzle: the header, the controls, the boards and the verdict.
 */
export const generatePart = new LazyPart(importOrReload(() => import('./features/generator/generatePart.ts')));
export const editorPart = new LazyPart(importOrReload(() => import('./app/BoardEditor.svelte')));
export const sidePart = new LazyPart(importOrReload(() => import('./sidePart.ts')));
export const presentPart = new LazyPart(importOrReload(() => import('./features/explain/presentPart.ts')));
