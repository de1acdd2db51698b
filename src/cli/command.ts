import { type OptionSpecs, type ParsedArgs, parseArgs } from './args.ts';
import { UsageError } from './errors.ts';
import { type ReadFile, refuseOverwrites, type WrittenFile } from './fileRoles.ts';
import type { Io } from './io.ts';

/** Its options drive both the parser's types and the help text. */
export interface CommandDef<S extends OptionSpecs> {
  name: string;
  summary: string;
  /** The usage line after `stepdoku`, e.g. `solve FILE [--pretty]`. */
  synopsis: string;
  /** Required positional arguments by their help names. */
  positionals: readonly string[];
  /** The last positional may be given more than once (`grade FILE...`). */
  repeatsLast?: boolean;
  /** The positionals are files the command reads (`-` is stdin). */
  readsPositionals?: boolean;
  options: S;
  notes: readonly string[];
  /** Returns the exit code (errors.ts); throws UsageError for a bad command line. */
  run(args: ParsedArgs<S>, io: Io): Promise<number>;
}

/** A command with its types erased, as the registry holds it. */
export interface Command {
  name: string;
  summary: string;
  synopsis: string;
  help(): string;
  run(argv: readonly string[], io: Io): Promise<number>;
}

export function defineCommand<S extends OptionSpecs>(def: CommandDef<S>): Command {
  return {
    name: def.name,
    summary: def.summary,
    synopsis: def.synopsis,
    help: () => commandHelp(def),
    async run(argv, io) {
      const args = parseArgs(argv, def.options);
      const missing = def.positionals.slice(args.positionals.length);
      if (missing.length > 0) throw new UsageError(`${def.name} needs ${missing.join(' ')}`);
      const extra = def.repeatsLast ? [] : args.positionals.slice(def.positionals.length);
      if (extra.length > 0) throw new UsageError(`unexpected argument ${extra[0]}`);
      refuseOverwrites(...filesOf(def, args), io);
      return def.run(args, io);
    },
  };
}

/** What the command line asks to write and to read, as the options and positionals declare it. */
function filesOf<S extends OptionSpecs>(def: CommandDef<S>, args: ParsedArgs<S>): [WrittenFile[], ReadFile[]] {
  const writes: WrittenFile[] = [];
  const reads: ReadFile[] = def.readsPositionals
    ? args.positionals.map((path) => ({ path, is: 'the input file' }))
    : [];
  for (const [name, spec] of Object.entries(def.options)) {
    if (spec.kind !== 'value') continue;
    const value = (args.options as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (spec.writes !== undefined) writes.push({ option: `--${name}`, path: value as string, holds: spec.writes });
    if (spec.reads) reads.push(...spec.reads(value));
  }
  return [writes, reads];
}

function commandHelp<S extends OptionSpecs>(def: CommandDef<S>): string {
  const rows = Object.entries(def.options).map(([name, spec]) => {
    const short = spec.short ? `-${spec.short}, ` : '';
    const value = spec.kind === 'value' ? ` ${spec.placeholder}` : '';
    return [`${short}--${name}${value}`, spec.help];
  });
  rows.push(['-h, --help', 'Show this help.']);
  const width = Math.max(...rows.map(([left]) => left.length));
  const options = rows.map(([left, help]) => `  ${left.padEnd(width)}  ${help}`);
  return [
    `Usage: stepdoku ${def.synopsis}`,
    '',
    def.summary,
    '',
    'Options:',
    ...options,
    '',
    ...def.notes.flatMap((n) => [n, '']),
  ]
    .join('\n')
    .trimEnd()
    .concat('\n');
}
