import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobsOption, MAX_JOBS } from '../../src/cli/jobsOption.ts';
import { buildCli, FIXTURES, lines, spawnCli } from './spawnCli.ts';

beforeAll(buildCli);

describe('stats --jobs', () => {
  it('refuses a count past its stated maximum as a usage error, before starting a thread', async () => {
    for (const jobs of [String(MAX_JOBS + 1), '1e9']) {
      const run = await spawnCli(['stats', join(FIXTURES, 'pe96.txt'), '--jobs', jobs]);
      expect(run.code, jobs).toBe(2);
      expect(run.stdout).toBe('');
      expect(lines(run.stderr)[0]).toBe(`stepdoku: --jobs expects a whole number from 1 to ${MAX_JOBS}, got ${jobs}`);
    }
  });

  it('lowers a count above the cores to the core count', () => {
    expect(jobsOption.parse(String(MAX_JOBS), '--jobs')).toBe(Math.min(MAX_JOBS, availableParallelism()));
    expect(jobsOption.parse('1', '--jobs')).toBe(1);
  });
});
