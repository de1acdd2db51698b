import type { ChunkSource, Timeline } from '../../../src/run/timeline/timeline.ts';

/** A chunk source that records requests; the test answers them when it likes, as the worker would. */
export class FakeSource implements ChunkSource {
  requests: number[] = [];

  constructor(private readonly chunks: Array<{ words: Uint32Array }>) {}

  request(index: number): void {
    this.requests.push(index);
  }

  /** Answers every request so far (and those the answers cause), like a worker that regenerates instantly. */
  answerAll(timeline: Timeline): number {
    let answered = 0;
    while (this.requests.length > 0) {
      const i = this.requests.shift()!;
      timeline.provideWords(i, this.chunks[i].words.slice());
      answered++;
    }
    return answered;
  }
}
