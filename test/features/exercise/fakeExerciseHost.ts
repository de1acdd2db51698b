import type { AlgorithmId, Grid } from '../../../src/core/index.ts';
import type { ExerciseHost } from '../../../src/features/exercise/exerciseHost.ts';
import { ExerciseSession } from '../../../src/features/exercise/exerciseSession.ts';
import { modelRun } from './modelRun.ts';

/** A host over the engine's whole stream, with the board's position and ceiling as the player would keep them. */
export function fakeExerciseHost(grid: Grid, algo: AlgorithmId) {
  const timeline = modelRun(grid, algo);
  const state = { cursor: 0, ceiling: Infinity, playing: false };
  const host: ExerciseHost = {
    runs: [{ algo, order: { valueOrder: 'ascending', seed: 0 }, timeline, total: timeline.total, finished: true }],
    puzzle: grid,
    generated: null,
    mode: 'single',
    setMode: () => {},
    seek: (e) => (state.cursor = Math.min(e, state.ceiling)),
    setCeiling: (at) => {
      state.ceiling = at ?? Infinity;
      state.cursor = Math.min(state.cursor, state.ceiling);
    },
    play: () => (state.playing = true),
    pause: () => (state.playing = false),
    setPuzzle: () => {},
  };
  return { host, state, timeline };
}

/** A session on the fake host, presenting while `presenting.on` is true. */
export function fakeSession(grid: Grid, algo: AlgorithmId) {
  const fake = fakeExerciseHost(grid, algo);
  const presenting = { on: false };
  const session = new ExerciseSession(
    fake.host,
    () => Promise.reject(new Error('no generator in this test')),
    () => 'seed',
    () => 0,
    () => 0,
    undefined,
    undefined,
    () => presenting.on,
  );
  return { ...fake, session, presenting };
}
