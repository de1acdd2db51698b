/** One line of the input, without its line ending; `line` is 1-based. */
export interface SourceLine {
  /** The line's text, cut at MAX_LINE_LENGTH + 1 characters when it is longer. */
  readonly text: string;
  readonly line: number;
  /** The line's full length when `text` was cut from a longer line. */
  readonly length?: number;
}
