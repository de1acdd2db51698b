import { type Grade, impossibleRule, resolveGenerateOptions, type Symmetry } from '../../core/generate/index.ts';
import { failureWords, ruleWords } from '../../app/i18n/failureWords.ts';
import { m } from '../../app/i18n/messages.ts';
import type { Grid } from '../../core/grid.ts';
import { type GenerateRecipe, recipeOptions, SEED_PATTERN } from '../../core/generate/recipe.ts';
import type { GenerateOutcome, GenerateProgressReport } from '../../run/clients/generatorClient.ts';
import { DEFAULT_GIVENS } from './defaultGivens.ts';
import { randomSeed } from './randomSeed.ts';
import { withDetails } from '../../app/withDetails.ts';

/** The part of GeneratorClient the form uses (a fake in tests). */
export interface GeneratorLike {
  generate(recipe: GenerateRecipe, onProgress?: (p: GenerateProgressReport) => void): Promise<GenerateOutcome>;
  cancel(): void;
}

export type GeneratorStatus = 'idle' | 'running' | 'failed';

/** The "New puzzle" form and the run it starts, checked by the engine's own rules before it is sent. */
export class GeneratorForm {
  side = $state<4 | 9 | 16>(9);
  grade = $state<Grade | 'any'>('any');
  /** Off: dig as far as uniqueness allows. */
  limitGivens = $state(true);
  givensMin = $state(24);
  givensMax = $state(30);
  symmetry = $state<Symmetry>('none');
  seed = $state('');
  status = $state<GeneratorStatus>('idle');
  attempts = $state(0);
  elapsedMs = $state(0);
  error = $state.raw<(() => string) | null>(null);

  recipe = $derived.by((): GenerateRecipe => {
    const r: GenerateRecipe = { side: this.side, symmetry: this.symmetry, seed: this.seed.trim() };
    if (this.grade !== 'any') r.grade = this.grade;
    if (this.limitGivens) r.givens = { min: this.givensMin, max: this.givensMax };
    return r;
  });

  /** Why the request cannot be sent as it stands, or null. */
  problem = $derived.by((): string | null => {
    const r = this.recipe;
    if (!SEED_PATTERN.test(r.seed)) return m.gen_bad_seed();
    if (r.givens && (!Number.isInteger(r.givens.min) || !Number.isInteger(r.givens.max))) return m.gen_bad_givens();
    const rule = impossibleRule(resolveGenerateOptions(recipeOptions(r)));
    return rule && m.gen_impossible({ why: ruleWords(rule, m) });
  });

  constructor(
    private readonly generator: GeneratorLike,
    private readonly onMade: (puzzle: Grid, recipe: GenerateRecipe) => void,
    from: GenerateRecipe | null = null,
    private readonly random: () => number = Math.random,
  ) {
    if (from) {
      this.side = from.side;
      this.grade = from.grade ?? 'any';
      this.limitGivens = from.givens !== undefined;
      const g = from.givens ?? DEFAULT_GIVENS[from.side];
      this.givensMin = g.min;
      this.givensMax = g.max;
      this.symmetry = from.symmetry;
    }
    this.seed = randomSeed(this.random);
  }

  setSide(side: 4 | 9 | 16): void {
    this.side = side;
    this.givensMin = DEFAULT_GIVENS[side].min;
    this.givensMax = DEFAULT_GIVENS[side].max;
    // Expert is measured on 9×9 only: keep the form valid instead of showing an error for it.
    if (side !== 9 && this.grade === 'expert') this.grade = 'any';
  }

  newSeed(): void {
    this.seed = randomSeed(this.random);
  }

  async generate(): Promise<void> {
    if (this.problem || this.status === 'running') return;
    const recipe = this.recipe;
    this.status = 'running';
    this.error = null;
    this.attempts = 0;
    this.elapsedMs = 0;
    const outcome = await this.generator.generate(recipe, (p) => {
      this.attempts = p.attempts;
      this.elapsedMs = p.elapsedMs;
    });
    if (outcome.ok) {
      this.status = 'idle';
      this.onMade(outcome.puzzle, recipe);
    } else if (outcome.cause === 'cancelled') this.status = 'idle';
    else {
      this.status = 'failed';
      this.error = () =>
        outcome.cause === 'error'
          ? withDetails(m.gen_failed({ why: m.gen_stopped() }), outcome.message)
          : (outcome.cause === 'budget' ? m.gen_failed_hint : m.gen_failed)({ why: failureWords(outcome, m) });
    }
  }

  /** Stops this form's run; a run it did not start (a link's puzzle being made) goes on. */
  cancel(): void {
    if (this.status === 'running') this.generator.cancel();
  }
}
