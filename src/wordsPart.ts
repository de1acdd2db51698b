// Explain's sentences under the boards: one chunk, loaded after the first paint (lazyRunWords.svelte.ts).
export { runWords } from './features/explain/runWords.ts';
