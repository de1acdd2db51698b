import { describe, expect, it } from 'vitest';
import { type OptionSpecs, parseArgs } from '../../src/cli/args.ts';
import { UsageError } from '../../src/cli/errors.ts';
import { wholeNumber } from '../../src/cli/values.ts';

const specs = {
  limit: { kind: 'value', placeholder: 'N', help: '', parse: wholeNumber(0), default: 1 },
  out: {
    kind: 'value',
    short: 'o',
    placeholder: 'FILE',
    help: '',
    parse: (s: string) => s,
    default: undefined as string | undefined,
  },
  pretty: { kind: 'flag', help: '' },
} satisfies OptionSpecs;

describe('parseArgs', () => {
  it('gives every option its default when none is written', () => {
    expect(parseArgs(['a.txt'], specs)).toEqual({
      options: { limit: 1, out: undefined, pretty: false },
      positionals: ['a.txt'],
    });
  });

  it('reads --name value, --name=value, short names and flags, in any order among positionals', () => {
    const { options, positionals } = parseArgs(['--pretty', 'a.txt', '--limit', '2', '-o', 'x.res', 'b'], specs);
    expect(options).toEqual({ limit: 2, out: 'x.res', pretty: true });
    expect(positionals).toEqual(['a.txt', 'b']);
    expect(parseArgs(['--limit=0', '--out=a=b'], specs).options).toMatchObject({ limit: 0, out: 'a=b' });
  });

  it('lets a later value win over an earlier one', () => {
    expect(parseArgs(['--limit', '2', '--limit', '3'], specs).options.limit).toBe(3);
  });

  it('takes a value that starts with - as the value, so a negative number is reported as a bad value', () => {
    expect(() => parseArgs(['--limit', '-1'], specs)).toThrow(
      new UsageError('--limit expects a whole number ≥ 0, got -1'),
    );
    expect(parseArgs(['-o', '-'], specs).options.out).toBe('-');
  });

  it('reads - alone as a positional (stdin) and everything after -- as positionals', () => {
    expect(parseArgs(['-', '--', '--pretty', '-o'], specs)).toMatchObject({
      options: { pretty: false },
      positionals: ['-', '--pretty', '-o'],
    });
  });

  it.each([
    [['--nope'], 'unknown option --nope'],
    [['-z'], 'unknown option -z'],
    [['--limit'], '--limit needs a value (N)'],
    [['--pretty=1'], '--pretty takes no value'],
  ])('rejects %j: %s', (argv, message) => {
    expect(() => parseArgs(argv, specs)).toThrow(new UsageError(message));
  });
});
