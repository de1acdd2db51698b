import type { Command } from '../command.ts';
import { generateCommand } from './generate.ts';
import { gradeCommand } from './grade.ts';
import { solveCommand } from './solve.ts';
import { statsCommand } from './stats.ts';

/** Every command, in the order `stepdoku --help` lists them. */
export const COMMANDS: readonly Command[] = [solveCommand, statsCommand, generateCommand, gradeCommand];
