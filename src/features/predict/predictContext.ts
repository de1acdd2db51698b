import { createContext } from 'svelte';
import type { Bookmarks } from './Bookmarks.svelte.ts';
import type { PredictFeature } from './predictFeature.svelte.ts';

/** Predict mode and the bookmarks, for the page's parts that show them. */
export const [usePredict, providePredict] = createContext<PredictFeature>();
export const [useBookmarks, provideBookmarks] = createContext<Bookmarks>();
