import { createContext } from 'svelte';
import type { HintFeature } from './hintFeature.svelte.ts';

/** The hint, for the page's parts that show it. */
export const [useHint, provideHint] = createContext<HintFeature>();
