import type { CandidateGrid } from './candidateGrid.ts';
import type { Step } from './step.ts';

/** A technique finds its easiest instance that changes something, in its own stated scan order. */
export type Technique = (grid: CandidateGrid) => Step | null;
