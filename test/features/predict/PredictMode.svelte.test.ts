import { describe, expect, it } from 'vitest';
import type { AlgorithmId, BoxSize } from '../../../src/core/index.ts';
import { momentKinds, wantedAt, type QuestionKind } from '../../../src/features/predict/questions/index.ts';
import { Player } from '../../../src/run/playback/player.ts';
import { Timeline } from '../../../src/run/timeline/timeline.ts';
import { PredictMode, type PredictHost } from '../../../src/features/predict/PredictMode.svelte.ts';
import { FakeSource } from '../../run/support/fakeSource.ts';
import { manualFrames } from '../../run/support/manualFrames.ts';
import { CLASSIC, chunked, straightLog } from '../../run/support/runs.ts';

/** Both boards of a comparison on one Player, as the session hands them to predict mode. */
function compare(algos: [AlgorithmId, AlgorithmId]) {
  const boards = algos.map((algo) => {
    const { log, result } = straightLog(CLASSIC, algo);
    const chunks = chunked(CLASSIC, log, 500);
    const timeline = new Timeline(CLASSIC.cells.slice(), new FakeSource(chunks), 200);
    for (const c of chunks) timeline.addChunk(c.head, c.words.slice());
    timeline.finish(log.length, result);
    return { algo, log, timeline };
  });
  const frames = manualFrames();
  const player = new Player(frames.scheduler, 1000);
  player.setTimelines(boards.map((b) => b.timeline));
  const host: PredictHost = {
    runs: boards.map(({ algo, timeline }) => ({
      algo,
      client: {},
      timeline,
      get cursor() {
        return timeline.cursor;
      },
      get total() {
        return timeline.total;
      },
      get finished() {
        return timeline.finished;
      },
    })),
    puzzle: { n: CLASSIC.n as BoxSize },
    get playing() {
      return player.playing;
    },
    addStops: (stops) => player.addStops(stops),
    seek: (e) => player.seek(e),
    play: () => player.play(),
  };
  return { boards, player, frames, host };
}

/** Every event of `log` before `end` that is a moment asking one of `wanted`. */
function momentsOf(log: Uint32Array, algo: AlgorithmId, wanted: Set<QuestionKind>, end: number): number[] {
  const out: number[] = [];
  for (let e = 0; e < Math.min(end, log.length); e++)
    if (wantedAt(momentKinds(algo, log[e], e > 0 ? log[e - 1] : undefined), wanted).length) out.push(e);
  return out;
}

describe('predict mode in compare mode', () => {
  it('asks every moment of both boards: revealing one board’s truth a few events ahead stops at the other’s moment on the way', () => {
    const { boards, player, frames, host } = compare(['naive', 'mrv']);
    const kinds: QuestionKind[] = ['digit', 'cell'];
    const predict = new PredictMode(host, { kinds, cadence: 'every', k: 2, countdown: 0, ratio: false });
    const mrvEnd = boards[1].log.length;
    const asked: [number[], number[]] = [[], []];
    let t = 0;
    player.play();
    // The class plays along: at each stop, the truth is revealed and play goes on, until MRV has ended.
    for (let i = 0; i < 400 && boards[1].timeline.cursor < mrvEnd; i++) {
      while (player.playing) frames.frame((t += 50));
      if (predict.quizzes.length === 0) break;
      for (const q of predict.quizzes) asked[q.side].push(q.questions[0].at);
      predict.reveal();
      predict.next();
    }
    const wanted = new Set(kinds);
    expect(asked[1]).toEqual(momentsOf(boards[1].log, 'mrv', wanted, mrvEnd));
    // Naive's "which digit" moments up to where the walk stopped, none passed either.
    const end = player.position;
    expect(asked[0]).toEqual(momentsOf(boards[0].log, 'naive', wanted, end));
    predict.destroy();
  });

  it('asks the moment the truth stopped at when Play is pressed instead of Continue, and shows the rest of the truth after', () => {
    const { player, frames, host } = compare(['naive', 'mrv']);
    const predict = new PredictMode(host, {
      kinds: ['digit', 'cell'],
      cadence: 'every',
      k: 2,
      countdown: 0,
      ratio: false,
    });
    let t = 0;
    const stopAt = () => {
      while (player.playing) frames.frame((t += 50));
    };
    player.play();
    // On to a reveal that stops short of its truth, at the other board's moment.
    let truthEnd = 0;
    for (let i = 0; i < 100; i++) {
      stopAt();
      truthEnd = Math.max(...predict.quizzes.flatMap((q) => q.questions.map((x) => x.shownAt + 1)));
      predict.reveal();
      if (player.position < truthEnd) break;
      predict.next();
    }
    const shortOf = player.position;
    expect(shortOf).toBeLessThan(truthEnd);
    player.play();
    stopAt();
    expect(player.position).toBe(shortOf);
    expect(predict.question?.at).toBe(shortOf);
    predict.reveal();
    expect(player.position).toBeGreaterThanOrEqual(truthEnd);
    predict.destroy();
  });
});
