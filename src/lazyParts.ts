import { LazyPart } from './app/lazyPart.svelte.ts';
import { importOrReload } from './app/offline/importOrReload.ts';

// Parts loaded on first use, each one chunk, so the start bundle holds only the first puzzle's view.
export const generatePart = new LazyPart(importOrReload(() => import('./features/generator/generatePart.ts')));
export const editorPart = new LazyPart(importOrReload(() => import('./app/BoardEditor.svelte')));
export const sidePart = new LazyPart(importOrReload(() => import('./sidePart.ts')));
export const presentPart = new LazyPart(importOrReload(() => import('./features/explain/presentPart.ts')));
