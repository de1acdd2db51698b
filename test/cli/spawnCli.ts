import { spawn, type StdioOptions } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './inProcess.ts';

export { FIXTURES, lines, ROOT } from './inProcess.ts';

/** The ways a user starts the CLI: the package's bin, and the npm script the README shows. */
export type Launcher = 'bin' | 'npm';

const COMMANDS: Record<Launcher, string[]> = {
  bin: [process.execPath, join(ROOT, 'bin/stepdoku.js')],
  npm: ['npm', 'run', '--silent', 'stepdoku', '--'],
};

/**
 * Builds the CLI (bin/build/) when a source is newer than it, before the spawned tests start
 * several processes at once (the bin would otherwise rebuild in each).
 */
export async function buildCli(): Promise<void> {
  const { ensureBuilt } = (await import(join(ROOT, 'scripts/buildCli.js'))) as { ensureBuilt: () => Promise<void> };
  await ensureBuilt();
}

export interface SpawnRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface SpawnOptions {
  via?: Launcher;
  /** The directory to start in (default: the repository root). */
  cwd?: string;
  /** Text to pipe into stdin (stdin is otherwise empty). */
  input?: string;
  /** Options for node itself, e.g. a heap cap (bin launcher only). */
  nodeOptions?: string[];
  /** Where stdout goes instead of a pipe to the test (e.g. a descriptor of /dev/full). */
  stdout?: number;
  /** Variables added to the environment. */
  env?: Record<string, string>;
}

/**
 * Runs `stepdoku ARGS` as a separate process, the way a user would, and collects its output. The
 * process gets its own process group, so a signal reaches the npm launcher's child too.
 */
export function spawnCli(args: readonly string[], o: SpawnOptions = {}): Promise<SpawnRun> {
  const [command, ...prefix] = COMMANDS[o.via ?? 'bin'];
  const node = o.via === 'npm' ? [] : (o.nodeOptions ?? []);
  const stdio: StdioOptions = ['pipe', o.stdout ?? 'pipe', 'pipe'];
  const env = o.env ? { ...process.env, ...o.env } : process.env;
  const child = spawn(command, [...node, ...prefix, ...args], { cwd: o.cwd ?? ROOT, detached: true, stdio, env });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  // A process that stops before reading stdin (a usage error) closes the pipe: not a test failure.
  child.stdin!.on('error', () => {});
  child.stdin!.end(o.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** stderr without npm's own configuration warnings, which depend on the machine, not on stepdoku. */
export function ownStderr(stderr: string): string {
  return stderr
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('npm warn'))
    .map((l) => l + '\n')
    .join('');
}
