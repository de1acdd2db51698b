/**
 * Options for our worker threads. A worker's stdout and stderr left to Node are piped to
 * process.stdout, which opens descriptor 1 as a stream of Node's own, and readerWatch.ts must be
 * its only reader. Ours print nothing (their errors arrive as 'error' events), and nothing listens
 * to these streams: a listener would keep the process alive while the counting worker waits idle.
 */
export const OWN_STDIO = { stdout: true, stderr: true } as const;
