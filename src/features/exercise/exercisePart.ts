// The exercise's code, one chunk loaded on the first click of "Be the solver".
export { ExerciseMode } from './ExerciseMode.svelte.ts';
export { default as ExercisePanel } from './ExercisePanel.svelte';
export { default as CellRings } from '../../app/CellRings.svelte';
export { default as PresentExercise } from './PresentExercise.svelte';
