import { LazyPart } from './app/lazyPart.svelte.ts';
import { partImport } from './app/partImport.ts';

// Parts loaded on first use, each one chunk with its later words, so the start bundle holds only the first puzzle's view.
export const generatePart = new LazyPart(partImport(() => import('./features/generator/generatePart.ts')));
export const editorPart = new LazyPart(partImport(() => import('./app/BoardEditor.svelte')));
export const sidePart = new LazyPart(partImport(() => import('./sidePart.ts')));
export const presentPart = new LazyPart(partImport(() => import('./features/explain/presentPart.ts')));
export const teachPart = new LazyPart(partImport(() => import('./teachPart.ts')));
export const wordsPart = new LazyPart(partImport(() => import('./wordsPart.ts')));
