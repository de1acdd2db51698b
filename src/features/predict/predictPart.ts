// Predict mode's code, one chunk loaded after the first paint or when a link asks for the mode
// (lazyParts.ts). Bookmarks stay in the start bundle: their marks show on the timeline from the start.
export { PredictMode } from './PredictMode.svelte.ts';
export { default as PredictControl } from './PredictControl.svelte';
export { default as QuestionCard } from './QuestionCard.svelte';
export { default as CellMarks } from './CellMarks.svelte';
export { default as RatioGuess } from './RatioGuess.svelte';
export { default as PresentQuestions } from './PresentQuestions.svelte';
export { default as SideQuestions } from './SideQuestions.svelte';
