import type { JumpTarget, RunViewLike, TransportLike } from '../../src/app/sessionView.ts';

export { fakeRun } from './fakeRun.ts';

/** A reactive stand-in for the session that records the commands it receives. */
export class FakeSession implements TransportLike {
  runs = $state<RunViewLike[]>([]);
  playing = $state(false);
  ceiling = $state(Infinity);
  speed = $state(10);
  calls: string[] = [];

  setSpeed(speed: number): void {
    this.calls.push(`setSpeed ${speed}`);
    this.speed = speed;
  }
  play(): void {
    this.calls.push('play');
    this.playing = true;
  }
  pause(): void {
    this.calls.push('pause');
    this.playing = false;
  }
  toggle(): void {
    this.calls.push('toggle');
    this.playing = !this.playing;
  }
  stepForward(): void {
    this.calls.push('stepForward');
  }
  stepBack(): void {
    this.calls.push('stepBack');
  }
  reset(): void {
    this.calls.push('reset');
  }
  toEnd(): void {
    this.calls.push('toEnd');
  }
  seek(event: number): void {
    this.calls.push(`seek ${event}`);
  }
  jumpTo(kind: JumpTarget): void {
    this.calls.push(`jumpTo ${kind}`);
  }
}
