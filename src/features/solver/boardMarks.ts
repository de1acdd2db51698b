// What a board shows of a learner's run (its end, its illegal event), loaded with the run's code, out of the start bundle.
export { illegalEvent } from './illegalEvent.ts';
export { boardStatus, illegalCaption } from './boardWords.ts';
export { illegalAt } from './solverMarks.ts';
