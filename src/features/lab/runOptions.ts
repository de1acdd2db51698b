import { defaultPoolSize } from '../../workers/pool/workerPool.ts';
import type { LabSetup } from './labSetup.ts';

export interface LabRunOptions {
  runs: string[];
  limit: number;
  budget: number;
  /** Local search's steps per puzzle; Infinity: each one's own default, as the player's and `stats`' without a budget. */
  steps: number;
  workers: number;
  /** Rate each puzzle too (human difficulty beside the counts). */
  rate?: boolean;
}

/** What a run of the setup asks of the pool on a machine with `cores` cores. */
export const labRunOptions = (s: LabSetup, cores: number): LabRunOptions => ({
  runs: s.runs,
  limit: s.limit,
  budget: s.budget,
  steps: s.steps ?? Infinity,
  workers: s.workers ?? defaultPoolSize(cores),
  rate: s.rate,
});
