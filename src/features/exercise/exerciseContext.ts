import { createContext } from 'svelte';
import type { ExerciseFeature } from './exerciseFeature.svelte.ts';

/** "Be the solver", for the page's parts that show it. */
export const [useExercise, provideExercise] = createContext<ExerciseFeature>();
