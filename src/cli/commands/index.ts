import type { Command } from '../command.ts';
import { generateCommand } from './generate.ts';
import { solveCommand } from './solve.ts';
import { statsCommand } from './stats.ts';

/** Every command, in the order `stepdoku --help` lists them. A new command is a file plus one line here. */
export const COMMANDS: readonly Command[] = [solveCommand, statsCommand, generateCommand];
