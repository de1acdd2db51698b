// Predict mode's code, one chunk loaded after the first paint; bookmarks stay in the start bundle for the timeline.
export { PredictMode } from './PredictMode.svelte.ts';
export { default as PredictControl } from './PredictControl.svelte';
export { default as QuestionCard } from './QuestionCard.svelte';
export { default as CellRings } from '../../app/CellRings.svelte';
export { default as RatioGuess } from './RatioGuess.svelte';
export { default as PresentQuestions } from './PresentQuestions.svelte';
export { default as SideQuestions } from './SideQuestions.svelte';
