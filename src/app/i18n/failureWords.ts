import type { GenerateFailure, GivensRange, Grade, ImpossibleRule, RequestSummary } from '../../core/generate/index.ts';
import type { Words } from './english.ts';
import { ratedTechniqueName, type TechniqueWords } from './techniqueWords.ts';

/** The messages a generator failure is said with: the page's `m`, or the English table the CLI uses (so no page state here). */
export type FailureWords = Pick<
  Words,
  Extract<keyof Words, `gen_${'why' | 'req' | 'rule' | 'grade' | 'sym'}_${string}` | `logic_rating_req_${string}`>
> &
  TechniqueWords;

/** "nothing fit in 0.8 s (3 tried; 9×9, 18–19 givens)" / "0.8 秒内试了 3 次，没有一道符合要求（…）". */
export function failureWords(f: GenerateFailure, w: FailureWords): string {
  if (f.cause === 'impossible') return ruleWords(f.rule, w);
  if (f.cause === 'cancelled') return w.gen_why_cancelled({ attempts: f.attempts });
  const seconds = (f.elapsedMs / 1000).toFixed(1);
  return w.gen_why_budget({ seconds, attempts: f.attempts, request: requestWords(f.request, w) });
}

/** The rule that makes the request impossible, with its values. */
export function ruleWords(r: ImpossibleRule, w: FailureWords): string {
  const side = (n: number): string => w.gen_req_side({ side: n * n });
  const givensWords = (g: GivensRange): string => givensIn(g, w);
  const gradeName = (g: Grade): string => w[`gen_grade_${g}`]();
  switch (r.rule) {
    case 'box_size':
      return w.gen_rule_box_size({ n: r.n });
    case 'givens_range':
      return w.gen_rule_givens_range({ min: r.min, max: r.max });
    case 'too_many_givens':
      return w.gen_rule_too_many_givens({ side: side(r.n), cells: r.n ** 4, min: r.min });
    case 'too_few_givens':
      return r.n === 3
        ? w.gen_rule_too_few_givens_9x9({ givens: givensWords(r.givens) })
        : w.gen_rule_too_few_givens({ side: side(r.n), fewest: r.fewest, givens: givensWords(r.givens) });
    case 'grade_on_4x4':
      return w.gen_rule_grade_on_4x4({ grade: gradeName(r.grade) });
    case 'grade_on_9x9_only':
      return w.gen_rule_grade_on_9x9_only({ grade: gradeName(r.grade) });
    case 'minimal_too_many':
      return w.gen_rule_minimal_too_many({ side: side(r.n), most: r.most, givens: givensWords(r.givens) });
    case 'no_budget':
      return w.gen_rule_no_budget({ attempts: r.maxAttempts, ms: r.timeLimitMs });
    case 'transform_size':
      return w.gen_rule_transform_size({ side: side(r.n) });
    case 'transform_no_pool':
      return w.gen_rule_transform_no_pool();
    case 'transform_none':
      return w.gen_rule_transform_none({
        request: requestWords(r.request, w),
        lowest: r.lowest,
        highest: r.highest,
      });
  }
}

/** "9×9, 18–19 givens, grade: Hard, symmetry: Mirror (left-right), minimal" / "9×9、18–19 个已知数、难度为困难、…". */
function requestWords(r: RequestSummary, w: FailureWords): string {
  const parts = [
    w.gen_req_side({ side: r.n * r.n }),
    r.givens ? givensIn(r.givens, w) : '',
    r.grade ? w.gen_req_grade({ grade: w[`gen_grade_${r.grade}`]() }) : '',
    r.needs ? w.logic_rating_req_needs({ technique: ratedTechniqueName(r.needs, w) }) : '',
    r.rating ? w.logic_rating_req_rating({ min: r.rating.min.toFixed(1), max: r.rating.max.toFixed(1) }) : '',
    r.symmetry === 'none' ? '' : w.gen_req_symmetry({ symmetry: w[`gen_sym_${r.symmetry}`]() }),
    r.minimal ? w.gen_req_minimal() : '',
  ];
  return parts.filter(Boolean).join(w.gen_req_sep());
}

const givensIn = (g: GivensRange, w: FailureWords): string =>
  g.min === g.max ? w.gen_req_givens_one({ count: g.min }) : w.gen_req_givens_range({ min: g.min, max: g.max });
