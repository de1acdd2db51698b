import { UsageError } from './errors.ts';
import type { ReadFile } from './fileRoles.ts';

/**
 * A small typed argument parser: each command declares its options once and gets back values typed by the declaration;
 * a value may start with `-` (so `--limit -1` is a bad value, not a missing one), `-` alone is stdin, `--` ends the
 * options.
 */
export interface FlagSpec {
  kind: 'flag';
  help: string;
  short?: string;
}

export interface ValueSpec<T> {
  kind: 'value';
  /** The value's name in help, e.g. `N`. */
  placeholder: string;
  help: string;
  short?: string;
  /**
   * Turns the raw text into a value or throws UsageError; give generic parsers their type argument
   * (`oneOf<AlgorithmId>(...)`), since inference there loses the whole options type.
   */
  parse: (raw: string, option: string) => T;
  default: T;
  /** For an option naming a file the command writes: what goes into it ("the solutions"). */
  writes?: string;
  reads?(value: T): readonly ReadFile[];
}

export type OptionSpec = FlagSpec | ValueSpec<unknown>;
export type OptionSpecs = Record<string, OptionSpec>;

export type OptionValues<S extends OptionSpecs> = {
  [K in keyof S]: S[K] extends ValueSpec<infer T> ? T : boolean;
};

export interface ParsedArgs<S extends OptionSpecs> {
  options: OptionValues<S>;
  positionals: string[];
}

export function parseArgs<S extends OptionSpecs>(argv: readonly string[], specs: S): ParsedArgs<S> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) values[name] = spec.kind === 'flag' ? false : spec.default;
  const positionals: string[] = [];

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const written = eq >= 0 ? arg.slice(0, eq) : arg;
    const name = findOption(specs, written);
    const spec = specs[name];
    if (spec.kind === 'flag') {
      if (eq >= 0) throw new UsageError(`${written} takes no value`);
      values[name] = true;
      continue;
    }
    let raw: string;
    if (eq >= 0) raw = arg.slice(eq + 1);
    else if (i + 1 < argv.length) raw = argv[++i];
    else throw new UsageError(`${written} needs a value (${spec.placeholder})`);
    values[name] = spec.parse(raw, `--${name}`);
  }
  return { options: values as OptionValues<S>, positionals };
}

function findOption(specs: OptionSpecs, written: string): string {
  if (written.startsWith('--')) {
    const name = written.slice(2);
    if (Object.hasOwn(specs, name)) return name;
  } else {
    const short = written.slice(1);
    for (const [name, spec] of Object.entries(specs)) if (spec.short === short) return name;
  }
  throw new UsageError(`unknown option ${written}`);
}
