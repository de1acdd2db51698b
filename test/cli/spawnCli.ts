import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the CLI runs from there, as `npm run stepdoku` does. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../fixtures/cli/', import.meta.url));

/** The ways a user starts the CLI. */
export type Launcher = 'tsx' | 'bin' | 'npm';

const COMMANDS: Record<Launcher, string[]> = {
  tsx: [join(ROOT, 'node_modules/.bin/tsx'), join(ROOT, 'src/cli/main.ts')],
  bin: [join(ROOT, 'bin/stepdoku.js')],
  npm: ['npm', 'run', '--silent', 'stepdoku', '--'],
};

export interface CliRun {
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
  /** Called with the output so far whenever stdout grows; gets a function that sends Ctrl-C. */
  onStdout?: (stdout: string, interrupt: () => void) => void;
}

/**
 * Runs `stepdoku ARGS` as a separate process, the way a user would, and collects its output. The
 * process gets its own process group so `interrupt` can send SIGINT to all of it, as Ctrl-C in a
 * terminal does (the tsx and npm launchers are parent processes of the one that runs the CLI).
 */
export function runCli(args: readonly string[], o: SpawnOptions = {}): Promise<CliRun> {
  const [command, ...prefix] = COMMANDS[o.via ?? 'tsx'];
  const child = spawn(command, [...prefix, ...args], { cwd: o.cwd ?? ROOT, detached: true, stdio: 'pipe' });
  const interrupt = () => process.kill(-child.pid!, 'SIGINT');
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    o.onStdout?.(stdout, interrupt);
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  // A process that stops before reading stdin (a usage error) closes the pipe: not a test failure.
  child.stdin.on('error', () => {});
  child.stdin.end(o.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Output lines without the final empty one. */
export function lines(text: string): string[] {
  return text.split('\n').slice(0, text.endsWith('\n') ? -1 : undefined);
}

/** stderr without npm's own configuration warnings, which depend on the machine, not on stepdoku. */
export function ownStderr(stderr: string): string {
  return lines(stderr)
    .filter((l) => !l.startsWith('npm warn'))
    .map((l) => l + '\n')
    .join('');
}
