/** One benchmark of `npm run bench`: a table for the terminal and a section for docs/benchmarks.md. */
export interface Section {
  /** The section's marker id in docs/benchmarks.md and its name for `--only`. */
  id: string;
  text: string;
  markdown: string;
}

export interface SectionOptions {
  /** Timed repetitions per measurement (after a warm-up). */
  reps: number;
  /** Progress lines, to stderr, so a long run shows it is alive. */
  log: (line: string) => void;
}

export type SectionRunner = (options: SectionOptions) => Section | Promise<Section>;
