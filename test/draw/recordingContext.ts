import type { DrawContext } from '../../src/draw/drawContext.ts';

/** One call on the fake context, with the styles in force when it was made. */
export interface DrawCall {
  op: string;
  args: unknown[];
  fillStyle: string;
  strokeStyle: string;
  font: string;
  dash: number[];
}

/** A DrawContext that records every call, so tests can ask what was drawn, where and in which style. */
export class RecordingContext implements DrawContext {
  fillStyle: string | CanvasGradient | CanvasPattern = '#000000';
  strokeStyle: string | CanvasGradient | CanvasPattern = '#000000';
  lineWidth = 1;
  lineCap: CanvasLineCap = 'butt';
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  globalAlpha = 1;
  calls: DrawCall[] = [];
  private dash: number[] = [];

  private rec(op: string, args: unknown[]): void {
    this.calls.push({
      op,
      args,
      fillStyle: String(this.fillStyle),
      strokeStyle: String(this.strokeStyle),
      font: this.font,
      dash: this.dash,
    });
  }
  save(): void {
    this.rec('save', []);
  }
  restore(): void {
    this.rec('restore', []);
  }
  setTransform(...a: number[]): void {
    this.rec('setTransform', a);
  }
  clearRect(...a: number[]): void {
    this.rec('clearRect', a);
  }
  fillRect(...a: number[]): void {
    this.rec('fillRect', a);
  }
  strokeRect(...a: number[]): void {
    this.rec('strokeRect', a);
  }
  beginPath(): void {
    this.rec('beginPath', []);
  }
  moveTo(...a: number[]): void {
    this.rec('moveTo', a);
  }
  lineTo(...a: number[]): void {
    this.rec('lineTo', a);
  }
  arc(...a: number[]): void {
    this.rec('arc', a);
  }
  stroke(): void {
    this.rec('stroke', []);
  }
  fill(): void {
    this.rec('fill', []);
  }
  fillText(text: string, x: number, y: number): void {
    this.rec('fillText', [text, x, y]);
  }
  setLineDash(segments: number[]): void {
    this.dash = segments;
    this.rec('setLineDash', [segments]);
  }

  texts(): DrawCall[] {
    return this.calls.filter((c) => c.op === 'fillText');
  }
  rectsIn(style: string, op = 'fillRect'): number[][] {
    return this.calls
      .filter((c) => c.op === op && (op === 'strokeRect' ? c.strokeStyle : c.fillStyle) === style)
      .map((c) => c.args as number[]);
  }
}
