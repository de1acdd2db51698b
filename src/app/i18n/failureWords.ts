import type { GenerateFailure, GivensRange, ImpossibleRule, RequestSummary } from '../../core/generate/index.ts';
import { m } from './messages.ts';
import { gradeName, symmetryName } from './recipeText.ts';

// The generator's failure in the page's language, from the engine's data.

/** "nothing fit in 0.8 s (3 tried; 9×9, 18–19 givens)" / "0.8 秒内试了 3 次，没有一道符合要求（…）". */
export function failureWords(f: GenerateFailure): string {
  if (f.cause === 'impossible') return ruleWords(f.rule);
  if (f.cause === 'cancelled') return m.gen_why_cancelled({ attempts: f.attempts });
  const seconds = (f.elapsedMs / 1000).toFixed(1);
  return m.gen_why_budget({ seconds, attempts: f.attempts, request: requestWords(f.request) });
}

/** The rule that makes the request impossible, with its values. */
export function ruleWords(r: ImpossibleRule): string {
  switch (r.rule) {
    case 'box_size':
      return m.gen_rule_box_size({ n: r.n });
    case 'givens_range':
      return m.gen_rule_givens_range({ min: r.min, max: r.max });
    case 'too_many_givens':
      return m.gen_rule_too_many_givens({ side: side(r.n), cells: r.n ** 4, min: r.min });
    case 'too_few_givens':
      return r.n === 3
        ? m.gen_rule_too_few_givens_9x9({ givens: givensWords(r.givens) })
        : m.gen_rule_too_few_givens({ side: side(r.n), fewest: r.fewest, givens: givensWords(r.givens) });
    case 'grade_on_4x4':
      return m.gen_rule_grade_on_4x4({ grade: gradeName(r.grade) });
    case 'grade_on_9x9_only':
      return m.gen_rule_grade_on_9x9_only({ grade: gradeName(r.grade) });
    case 'minimal_too_many':
      return m.gen_rule_minimal_too_many({ side: side(r.n), most: r.most, givens: givensWords(r.givens) });
    case 'no_budget':
      return m.gen_rule_no_budget({ attempts: r.maxAttempts, ms: r.timeLimitMs });
    case 'transform_size':
      return m.gen_rule_transform_size({ side: side(r.n) });
    case 'transform_no_pool':
      return m.gen_rule_transform_no_pool();
    case 'transform_none':
      return m.gen_rule_transform_none({
        request: requestWords(r.request),
        lowest: r.lowest,
        highest: r.highest,
      });
  }
}

/** "9×9, 18–19 givens, grade: Hard, symmetry: Mirror (left-right), minimal" / "9×9、18–19 个已知数、难度为困难、…". */
function requestWords(r: RequestSummary): string {
  const parts = [
    side(r.n),
    r.givens ? givensWords(r.givens) : '',
    r.grade ? m.gen_req_grade({ grade: gradeName(r.grade) }) : '',
    r.symmetry === 'none' ? '' : m.gen_req_symmetry({ symmetry: symmetryName(r.symmetry) }),
    r.minimal ? m.gen_req_minimal() : '',
  ];
  return parts.filter(Boolean).join(m.gen_req_sep());
}

const side = (n: number): string => m.gen_req_side({ side: n * n });

const givensWords = (g: GivensRange): string =>
  g.min === g.max ? m.gen_req_givens_one({ count: g.min }) : m.gen_req_givens_range({ min: g.min, max: g.max });
