import type { Command } from './command.ts';
import { EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE } from './errors.ts';

export function mainHelp(commands: readonly Command[]): string {
  return [
    'stepdoku: the engine of the stepdoku visualizer, from the terminal.',
    '',
    'Usage: stepdoku COMMAND [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.synopsis}\n      ${c.summary}`),
    "  help [COMMAND]\n      Show this help, or a command's.",
    '',
    'Options:',
    "  -h, --help     Show help (after a command: that command's).",
    '  -v, --version  Print the version.',
    '',
    'FILE is a puzzle file in any common format, or - for stdin.',
    `Exit codes: ${EXIT_OK} success, ${EXIT_BAD_INPUT} bad input (parse errors are reported as FILE:LINE:COL: why),`,
    `${EXIT_USAGE} usage error, ${EXIT_INTERRUPTED} interrupted (Ctrl-C). A command's --help lists any codes of its own.`,
    '',
  ].join('\n');
}

/** The few lines after a usage error: the right synopsis and where to read more. */
export function shortUsage(command?: Command): string {
  if (command) return `Usage: stepdoku ${command.synopsis}\nRun 'stepdoku ${command.name} --help' for details.\n`;
  return "Usage: stepdoku COMMAND [options]\nRun 'stepdoku --help' for the commands.\n";
}
