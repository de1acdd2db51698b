import type { Command } from './command.ts';
import { COMMANDS } from './commands/index.ts';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE, InputError, UsageError, WriteError } from './errors.ts';
import { mainHelp, shortUsage } from './help.ts';
import { shown } from './shown.ts';
import type { Io } from './io.ts';
import { version } from './version.ts';

const HELP = ['-h', '--help'];

/**
 * Runs one command line and returns the exit code (0 success, 1 bad input, 2 usage, 130 interrupted); output that
 * cannot be written ends the run, quietly with 0 when a pipe's reader went away (`| head -1`).
 */
export async function runCli(
  argv: readonly string[],
  io: Io,
  commands: readonly Command[] = COMMANDS,
): Promise<number> {
  let command: Command | undefined;
  try {
    const [first, ...rest] = argv;
    if (first === undefined) throw new UsageError('no command given');
    if (HELP.includes(first)) return print(io, mainHelp(commands));
    if (first === '-v' || first === '--version') return print(io, `${version()}\n`);
    if (first === 'help') {
      if (rest.length === 0) return print(io, mainHelp(commands));
      if (rest.length > 1) throw new UsageError(`help takes one command, got ${rest.join(' ')}`);
      return print(io, find(commands, rest[0]).help());
    }
    if (first.startsWith('-')) throw new UsageError(`unknown option ${first} (options come after the command)`);
    command = find(commands, first);
    const options = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
    if (options.some((a) => HELP.includes(a))) return print(io, command.help());
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr.write(`stepdoku: ${shown(e.message)}\n${shortUsage(command)}`);
      return EXIT_USAGE;
    }
    if (e instanceof WriteError && e.readerGone) return EXIT_OK;
    if (e instanceof InputError || e instanceof WriteError) {
      io.stderr.write(`stepdoku: ${shown(e.message)}\n`);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
}

function find(commands: readonly Command[], name: string): Command {
  const command = commands.find((c) => c.name === name);
  if (!command) throw new UsageError(`unknown command ${name} (commands: ${commands.map((c) => c.name).join(', ')})`);
  return command;
}

function print(io: Io, text: string): number {
  io.stdout.write(text);
  return EXIT_OK;
}
