import { failureText } from '../../../src/cli/failureText.ts';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { zeroCounts } from '../../../src/core/counts.ts';
import { runCountTask } from '../../../src/workers/countHost.ts';
import { LabResults } from '../../../src/features/lab/labResults.ts';
import { COUNT_FIELDS } from '../../../src/core/counts.ts';
import { countText, ecdfText, fieldName, runName, scatterText } from '../../../src/features/lab/labWords.ts';
import { scatterFile } from '../../../src/features/lab/draw/scatter.ts';
import { ecdfSvg } from '../../../src/features/lab/draw/ecdf.ts';
import { plotFrame } from '../../../src/features/lab/draw/logAxes.ts';
import { loadedFromText } from '../../../src/features/lab/puzzleSource.ts';
import { runFromLabel } from '../../../src/features/lab/runSpec.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { m } from '../../../src/app/i18n/messages.ts';
import { FIXTURES } from '../../cli/inProcess.ts';

afterEach(() => setLocale('en'));

describe("the lab's words for counts", () => {
  it("names min-conflicts' seed in every run name, seed 0 too, in English and Chinese", async () => {
    expect(runName('minconflicts/seed:7')).toBe('Min-conflicts, seed 7');
    expect(runName('minconflicts')).toBe('Min-conflicts, seed 0');
    await setLocale('zh-CN');
    expect(runName('minconflicts/seed:7')).toBe('最小冲突（种子 7）');
  });

  it("gives a puzzle's placements with their forced part, as the player's counter does", async () => {
    // PE96 Grid 01: the player says "49 (49 forced)" for Propagation + MRV.
    const set = loadedFromText(readFileSync(`${FIXTURES}pe96.txt`, 'utf8').split('\n')[0]);
    const runs = ['propagate', 'mrv'];
    const r = new LabResults(runs, set.lines);
    const reply = runCountTask({
      source: set.source(0),
      runs: runs.map((l) => runFromLabel(l)!),
      limit: 1,
      budget: Infinity,
    });
    if (!reply.ok) throw new Error(failureText(reply.failure));
    r.set(0, reply.outcomes);
    expect(countText(r, 0, 0, 'placements')).toBe('49 (49 forced)');
    expect(countText(r, 0, 1, 'placements')).toBe('49');
    expect(countText(r, 0, 0, 'assigns')).toBe('49');
    await setLocale('zh-CN');
    expect(countText(r, 0, 0, 'placements')).toBe('49（推出 49）');
  });

  it('marks a run stopped by its budget with a plus', () => {
    const r = new LabResults(['naive'], Int32Array.from([1]));
    r.set(0, [{ status: 'budget', ms: 1, counts: { ...zeroCounts(), placements: 1000 } }]);
    expect(countText(r, 0, 0, 'placements')).toBe('1,000+');
  });

  it("names each field with the player's word where it is the player's number, and never reuses one for another", async () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      await setLocale(locale);
      expect(fieldName('placements')).toBe(m.counter_placements());
      expect(fieldName('assigns')).toBe(m.counter_forced());
      // `guesses` are placements made while other candidates remained: not the player's "guessed".
      const player = [m.counter_guessed(), m.counter_placements(), m.counter_forced()];
      for (const f of COUNT_FIELDS.filter((f) => f !== 'placements' && f !== 'assigns'))
        expect(player, `${locale} ${f}`).not.toContain(fieldName(f));
    }
  });
});

describe("the lab's plot ticks", () => {
  const scatter = (text = scatterText()) =>
    scatterFile(
      { xs: [1, 2e6], ys: [3e5, 10], xLabel: 'a', yLabel: 'b', metric: 'x', xColour: '#000000', yColour: '#ffffff' },
      text,
    );
  const ecdf = () =>
    ecdfSvg(
      [{ label: 'a', colour: '#000000', values: Float64Array.from([1, 2e6]) }],
      plotFrame(640, 400),
      'x',
      ecdfText(),
    );

  it('reads powers of ten in ten-thousands in Chinese, as the English page reads them in 1e4', async () => {
    expect(scatter()).toContain('>1e6</text>');
    expect(ecdf()).toContain('>1e6</text>');
    await setLocale('zh-CN');
    for (const svg of [scatter(), ecdf()]) {
      expect(svg).not.toMatch(/>1e\d+<\/text>/);
      expect(svg).toContain('>1000</text>');
      expect(svg).toContain('>1万</text>');
      expect(svg).toContain('>100万</text>');
    }
  });
});
