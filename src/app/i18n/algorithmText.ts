import type { AlgorithmId } from '../../core/algorithmTable.ts';
import { m } from './messages.ts';

/** "Naive backtracking" / "朴素回溯". */
export const algorithmName = (id: AlgorithmId): string => m[`algo_${id}_name`]();
/** Short enough for a table's row heading: "Naive" / "朴素". */
export const algorithmShortName = (id: AlgorithmId): string => m[`algo_${id}_short`]();
export const algorithmSummary = (id: AlgorithmId): string => m[`algo_${id}_summary`]();
/** The name spelled out and what it does, for a newcomer: "MRV, minimum remaining values: always fill …". */
export const algorithmExplained = (id: AlgorithmId): string => m[`algo_${id}_explain`]();
