import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli.ts';
import { COMMANDS } from '../../src/cli/commands/index.ts';
import { fakeIo } from './fakeIo.ts';

const COMMAND_NAMES = COMMANDS.map((c) => c.name).join(', ');
const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text, files: io.files };
}

describe('the stepdoku command line', () => {
  it.each([['--help'], ['-h'], ['help']])('%s lists every command and the exit codes on stdout', async (flag) => {
    const r = await run([flag]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Usage: stepdoku COMMAND/m);
    for (const c of COMMANDS) expect(r.stdout).toContain(`  ${c.synopsis}\n      ${c.summary}\n`);
    expect(r.stdout).toMatch(/Exit codes: 0 success, 1 bad input .*\n2 usage error, 130 interrupted/);
  });

  it.each([
    ['help', 'solve'],
    ['solve', '--help'],
    ['solve', 'x.txt', '-h'],
  ])('%s %s shows the command help', async (...argv) => {
    const r = await run(argv);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: stepdoku solve FILE/);
    for (const option of [
      '--algo naive|mrv',
      '--limit N',
      '-o, --out FILE',
      '--pretty',
      '--order asc|random|lcv',
      '--seed S',
    ])
      expect(r.stdout).toContain(option);
    expect(r.stdout).toContain('"no solution"');
  });

  it('stats --help names every column in order', async () => {
    const r = await run(['stats', '--help']);
    expect(r.stdout).toContain(
      'Columns: line algo status solutions checks placements backtracks selects max_depth ms guesses assigns eliminations.',
    );
  });

  it.each([['--version'], ['-v']])('%s prints the version from package.json', async (flag) => {
    expect(await run([flag])).toMatchObject({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  const usageErrors: [string[], string][] = [
    [[], 'no command given'],
    [['frob'], `unknown command frob (commands: ${COMMAND_NAMES})`],
    [['--frob'], 'unknown option --frob (options come after the command)'],
    [['help', 'frob'], `unknown command frob (commands: ${COMMAND_NAMES})`],
    [['solve'], 'solve needs FILE'],
    [['solve', 'a.txt', 'b.txt'], 'unexpected argument b.txt'],
    [['solve', 'a.txt', '--limit', '-1'], '--limit expects a whole number ≥ 0, got -1'],
    [['solve', 'a.txt', '--limit', '1.5'], '--limit expects a whole number ≥ 0, got 1.5'],
    [['solve', 'a.txt', '--limit=two'], '--limit expects a whole number ≥ 0, got two'],
    [
      ['solve', 'a.txt', '--algo', 'foo'],
      '--algo expects one of naive, mrv, propagate, dlx, fc, mac, cbj, minconflicts, logic or a solver file (.py or .js), got foo',
    ],
    [
      ['solve', 'a.txt', '--algo', 'naive,mrv'],
      '--algo expects one of naive, mrv, propagate, dlx, fc, mac, cbj, minconflicts, logic or a solver file (.py or .js), got naive,mrv',
    ],
    [['solve', 'a.txt', '--out'], '--out needs a value (FILE)'],
    [['solve', 'a.txt', '--pretty=yes'], '--pretty takes no value'],
    [['solve', 'a.txt', '--budget', '0'], '--budget expects a whole number ≥ 1, got 0'],
    [['solve', 'a.txt', '--size', '25'], '--size expects one of 4, 9, 16, got 25'],
    [['stats', 'a.txt', '--size', 'big'], '--size expects one of 4, 9, 16, got big'],
    [
      ['stats', 'a.txt', '--algo', 'naive,foo'],
      '--algo expects one of naive, mrv, propagate, dlx, fc, mac, cbj, minconflicts, logic or a solver file (.py or .js), got foo',
    ],
    [['stats', 'a.txt', '--algo', 'mrv,mrv'], '--algo lists mrv twice'],
    [['stats', 'a.txt', '--budget', '0'], '--budget expects a whole number ≥ 1, got 0'],
    [['stats', 'a.txt', '--format', 'xml'], '--format expects one of tsv, csv, json, got xml'],
    [
      ['stats', 'a.txt', '--algo', 'mrv,minconflicts', '--limit', '2'],
      '--algo minconflicts finds one solution or gives up: it cannot count solutions, so --limit must be 1',
    ],
    [
      ['solve', 'a.txt', '--algo', 'minconflicts', '--limit', '0'],
      '--algo minconflicts finds one solution or gives up: it cannot count solutions, so --limit must be 1',
    ],
    [['stats', 'a.txt', '-x'], 'unknown option -x'],
  ];
  it.each(usageErrors)('%j is a usage error: %s', async (argv, message) => {
    const r = await run(argv, { 'a.txt': '1'.repeat(81) });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const [first, usage] = r.stderr.split('\n');
    expect(first).toBe(`stepdoku: ${message}`);
    expect(usage).toMatch(/^Usage: stepdoku /);
  });

  it('after a command, the usage shown is that command’s', async () => {
    const r = await run(['stats', 'a.txt', '--format', 'xml']);
    expect(r.stderr).toContain(
      'Usage: stepdoku stats FILE [--algo naive,mrv] [--limit N] [--budget N] [--jobs N] [--svg FILE] [--size 4|9|16] [--order asc|random|lcv] [--seed S] [--var-order first|mrv|degree] [--rating] [--format tsv|csv|json]',
    );
    expect(r.stderr).toContain("Run 'stepdoku stats --help' for details.");
  });

  it('accepts --name=value, grouped digits and exponents in numbers, and - as stdin', async () => {
    const io = fakeIo({ stdin: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n' });
    const code = await runCli(['solve', '--algo=mrv', '--limit', '1_0', '-', '--out=res.txt'], io);
    expect(code).toBe(0);
    expect(io.files.get('res.txt')).toMatch(/^4\d{80}\npuzzle 1: 1 solution\n$/);
    expect(await run(['stats', 'a.txt', '--budget', '1e6', '--format=xml'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--format'),
    });
  });

  it('treats everything after -- as files, even names that start with -', async () => {
    const pe96Grid01 = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
    const r = await run(['solve', '--', '--pretty'], { '--pretty': pe96Grid01 });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^483921657\d{72}\n$/);
  });
});
