import { COUNT_TABLE, type CountField } from '../../core/counts.ts';
import type { ScatterText } from './draw/scatter.ts';
import type { EcdfText } from './draw/ecdf.ts';
import type { RatingScatterText } from './draw/ratingScatter.ts';
import { ratedTechniqueName } from '../../app/i18n/techniqueWords.ts';
import type { PuzzleRating } from '../../core/logic/rate.ts';
import type { RatedTechnique } from '../../core/logic/seScale.ts';
import { failureWords } from '../../app/i18n/failureWords.ts';
import { m } from '../../app/i18n/messages.ts';
import { locale } from '../../app/i18n/locale.svelte.ts';
import { tickLabel } from './draw/logAxes.ts';
import { formatCount } from '../../app/format.ts';
import { runLabel } from '../../app/runLabel.ts';
import type { LabFailure } from './LabRun.svelte.ts';
import type { LabResults } from './labResults.ts';
import { boardOrderOf, runFromLabel } from './runSpec.ts';

// The page's names for the run labels, fields and data set ids that links, exports and `stepdoku stats` keep as ids.

/** "placements" / "填数". */
export const fieldName = (f: CountField): string => m[COUNT_TABLE[f].label]();

/** A run label as the page names it: `naive` "Naive 1→N" / "朴素 1→N", `mrv/random:7` "MRV random(7)", `fc/mrv` "Forward checking, MRV". */
export function runName(label: string): string {
  const run = runFromLabel(label);
  return run ? runLabel({ algo: run.algo, order: boardOrderOf(run) }, true) : label;
}

/** "12 s", "3 min 05 s" / "3 分 05 秒". */
export function durationText(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return m.lab_seconds({ s });
  return m.lab_minutes({ min: Math.floor(s / 60), s: String(s % 60).padStart(2, '0') });
}

/** "1e4" as the CLI writes it; in Chinese "1万", "1亿", as Intl's compact form counts in ten-thousands. */
function tick(v: number): string {
  if (locale.current === 'en') return tickLabel(v);
  return tickLabel(v, () => new Intl.NumberFormat(locale.current, { notation: 'compact' }).format(v));
}

/** The scatter's captions. */
export const scatterText = (): ScatterText => ({
  axis: (name, metric) => m.lab_plot_axis({ name, metric }),
  title: (y, x, count, dashed) =>
    (dashed ? m.lab_plot_title_dashed : m.lab_plot_title)({ y, x, count: formatCount(count) }),
  fewer: (name) => m.lab_plot_fewer({ name }),
  tie: m.lab_plot_tie(),
  self: m.lab_plot_self(),
  tick,
});

/** The rating plot's captions. */
export const ratingScatterText = (): RatingScatterText => ({
  xAxis: (name, metric) => m.lab_rating_axis_x({ name, metric }),
  yAxis: m.lab_rating_axis_y(),
  title: (count) => m.lab_rating_title({ count: formatCount(count) }),
  rated: m.lab_rating_rated(),
  beyond: m.lab_rating_beyond(),
  tick,
});

/** "MRV's placements follow human difficulty weakly: … ρ = 0.31 over 950 rated puzzles …", and who was left out. */
export function ratingFollowText(run: string, metric: string, a: { rho: number; rated: number; beyond: number }) {
  const left = a.beyond > 0 ? ' ' + m.lab_rating_left_out({ count: formatCount(a.beyond) }) : '';
  if (Number.isNaN(a.rho)) return m.lab_rating_too_few() + left;
  const strength =
    a.rho >= 0.7
      ? m.lab_follow_strong()
      : a.rho >= 0.4
        ? m.lab_follow_moderate()
        : a.rho >= 0.1
          ? m.lab_follow_weak()
          : m.lab_follow_none();
  const rho = a.rho.toFixed(2).replace('-', '−');
  return m.lab_rating_follows({ name: run, metric, strength, rho, count: formatCount(a.rated) }) + left;
}

/** A table's rating cells: "2.3", "Naked single", "Hidden single ×41, Naked single ×3"; a puzzle beyond reads "≥ 6.7". */
export function ratingCells(r: PuzzleRating): { rating: string; hardest: string; techniques: string } {
  const techniques = Object.entries(r.counts)
    .map(([id, n]) =>
      m.lab_technique_steps({ name: ratedTechniqueName(id as RatedTechnique, m), count: formatCount(n) }),
    )
    .join(m.list_separator());
  if (r.status === 'beyond')
    return { rating: m.lab_beyond_rating({ rating: r.rating.toFixed(1) }), hardest: m.lab_beyond(), techniques };
  return { rating: r.rating.toFixed(1), hardest: r.hardest ? ratedTechniqueName(r.hardest, m) : '', techniques };
}

/** The distribution plot's caption. */
export const ecdfText = (): EcdfText => ({
  axis: (metric) => m.lab_ecdf_axis({ metric }),
  axisLines: (metric) => [m.lab_ecdf_axis_metric({ metric }), m.lab_ecdf_axis_share()],
  tick,
});

/** "puzzle 4: nothing fit in 10.0 s (…)" / "第 4 道题：10.0 秒内试了 …". */
export const failureLine = (f: LabFailure): string =>
  m.lab_failure_puzzle({ k: formatCount(f.k), why: failureWords(f.failure, m) });

/** A table cell: "49 (49 forced)" as the player's counter says it; "+" past the budget. */
export function countText(results: LabResults, i: number, r: number, field: CountField): string {
  const over = results.status(i, r) === 'budget' ? '+' : '';
  const forced = field === 'placements' ? results.value(i, r, 'assigns') : 0;
  const value = `${formatCount(results.value(i, r, field))}${over}`;
  return forced > 0 ? `${value}${m.lab_sum_forced({ count: formatCount(forced) })}` : value;
}
