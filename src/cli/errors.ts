/** Exit codes: scripts and CI branch on these, so they never change. */
export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;
/** 128 + SIGINT (2), what shells report for a program stopped by Ctrl-C. */
export const EXIT_INTERRUPTED = 130;

/** The command line itself is wrong: exit 2 with usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A file could not be read or written: exit 1, like a puzzle that does not parse. */
export class InputError extends Error {
  override name = 'InputError';
}

/** Output that cannot be written: exit 1 with one line, or quietly when the pipe's reader went away (`| head -1`). */
export class WriteError extends Error {
  override name = 'WriteError';
  constructor(
    readonly target: string,
    readonly code: string | undefined,
    cause: string,
  ) {
    super(`cannot write ${target}: ${cause}`);
  }
  get readerGone(): boolean {
    return this.code === 'EPIPE';
  }
}
