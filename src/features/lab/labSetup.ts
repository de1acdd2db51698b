import { type GenerateRecipe, recipeFromText, recipeToText } from '../../core/generate/recipe.ts';
import { type LinkParam, LinkReader, LinkWriter } from '../../run/link/linkCodec.ts';
import { LANG, type Lang, VIEW } from '../../run/link/viewParams.ts';
import { m } from '../../app/i18n/messages.ts';
import { dataSetById } from './dataSets.ts';
import { runFromLabel } from './runSpec.ts';

/** The lab's setup as a query string; `set=own` reopens the lab asking for the file, which cannot travel in a link. */
export type LabLinkField = 'generated' | 'set' | 'algorithms' | 'limit' | 'budget' | 'steps' | 'workers' | 'rating';

const FIELD_NAMES: Record<LabLinkField, () => string> = {
  generated: m.lab_link_generated,
  set: m.lab_link_set,
  algorithms: m.lab_link_algorithms,
  limit: m.lab_link_limit,
  budget: m.lab_link_budget,
  steps: m.lab_link_steps,
  workers: m.lab_link_workers,
  rating: m.lab_link_rating,
};

/** "The link's data set, budget could not be used; …" in the page's language. */
export function labLinkWarning(problems: readonly LabLinkField[]): string {
  return m.link_fields_unused({ fields: problems.map((p) => FIELD_NAMES[p]()).join(m.list_separator()) });
}

export type LabSource =
  { kind: 'bundled'; id: string } | { kind: 'generated'; recipe: GenerateRecipe; count: number } | { kind: 'own' };

export interface LabSetup {
  source: LabSource;
  /** Run labels (runSpec.ts), in the order of the table's rows. */
  runs: string[];
  limit: 0 | 1 | 2;
  /** Placements per puzzle and run; Infinity for none. */
  budget: number;
  /** Local search's steps per puzzle; null: each one's own default (the player's and `stats`'). */
  steps: number | null;
  /** The scatter's axes: two of `runs`. */
  x: string;
  y: string;
  /** Workers of the pool; null for the default (one per core but one), which follows each reader's machine. */
  workers: number | null;
  /** Also rate each puzzle's human difficulty (Sudoku Explainer's scale) beside the search effort; absent when not. */
  rate?: boolean;
}

export const MAX_BATCH = 10_000;
export const MAX_RUNS = 8;
const MAX_WORKERS = 16;
/** The largest file the lab reads (about 1.2 million one-line puzzles); `stepdoku stats` streams any size. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

export const defaultLabSetup = (): LabSetup => ({
  source: { kind: 'bundled', id: 'pe96' },
  runs: ['naive', 'mrv'],
  limit: 1,
  budget: 10_000_000,
  steps: null,
  x: 'naive',
  y: 'mrv',
  workers: null,
});

/** The most workers this machine may run: its cores, and never more than MAX_WORKERS. */
export function workerCap(cores: number): number {
  return Math.max(1, Math.min(MAX_WORKERS, Math.floor(cores) || 1));
}

const VIEWS = ['lab'];

const SET: LinkParam<string> = {
  key: 'set',
  views: VIEWS,
  field: 'set',
  read: (text) => (text === 'own' || text === 'gen' || dataSetById(text) ? text : null),
  write: (set) => set,
};

const BATCH_RECIPE: LinkParam<GenerateRecipe> = {
  key: 'gen',
  views: VIEWS,
  field: 'generated',
  read: recipeFromText,
  write: recipeToText,
};

const BATCH_SIZE: LinkParam<number> = {
  key: 'count',
  views: VIEWS,
  field: 'generated',
  read: (text) => {
    const count = Number(text);
    return Number.isInteger(count) && count >= 1 && count <= MAX_BATCH ? count : null;
  },
  write: String,
};

const RUNS: LinkParam<string[]> = {
  key: 'runs',
  views: VIEWS,
  field: 'algorithms',
  read: (text) => {
    // The box wrote a random order's seed as typed ("07") until it wrote one spelling.
    const labels = text.split(',').map((l) => l.replace(/random:0+(?=\d)/, 'random:'));
    return labels.length <= MAX_RUNS && labels.every((l) => runFromLabel(l)) && unique(labels) ? labels : null;
  },
  write: (runs) => runs.join(','),
};

const LIMIT: LinkParam<0 | 1 | 2> = {
  key: 'limit',
  views: VIEWS,
  field: 'limit',
  read: (text) => (text === '0' || text === '1' || text === '2' ? (Number(text) as 0 | 1 | 2) : null),
  write: String,
};

const BUDGET: LinkParam<number> = {
  key: 'budget',
  views: VIEWS,
  field: 'budget',
  read: (text) => (text === 'none' ? Infinity : /^[1-9]\d{0,11}$/.test(text) ? Number(text) : null),
  write: (budget) => (budget === Infinity ? 'none' : String(budget)),
};

const STEPS: LinkParam<number> = {
  key: 'steps',
  views: VIEWS,
  field: 'steps',
  read: (text) => (/^[1-9]\d{0,11}$/.test(text) ? Number(text) : null),
  write: String,
};

const WORKERS: LinkParam<number> = {
  key: 'w',
  views: VIEWS,
  field: 'workers',
  read: (text) => (/^[1-9]\d?$/.test(text) ? Number(text) : null),
  write: String,
};

/** Written only when on, so every older link reads as it did. */
const RATE: LinkParam<true> = {
  key: 'rate',
  views: VIEWS,
  field: 'rating',
  read: (text) => (text === '1' ? true : null),
  write: () => '1',
};

/** The scatter's axes: older lab links wrote them `x` and `y`, and `x` is the player's Explain. */
const AXIS_X: LinkParam<string> = {
  key: 'sx',
  oldKeys: ['x'],
  views: VIEWS,
  read: (text) => text,
  write: (label) => label,
};

const AXIS_Y: LinkParam<string> = {
  ...AXIS_X,
  key: 'sy',
  oldKeys: ['y'],
};

/** The lab's parameters, for the registry of every view's (docs/links.md). */
export const LAB_PARAMS = [SET, BATCH_RECIPE, BATCH_SIZE, RUNS, LIMIT, BUDGET, STEPS, WORKERS, RATE, AXIS_X, AXIS_Y];

/**
 * The setup a link gives, and the fields of it that could not be used (`labLinkWarning` words them).
 * `cores` bounds the link's workers: a link from a bigger machine must not load a smaller one.
 */
export function readLabSetup(search: string, cores: number): { setup: LabSetup; problems?: LabLinkField[] } {
  const setup = defaultLabSetup();
  const link = new LinkReader(search.length > 4000 ? '' : search);
  const set = link.get(SET);
  if (set === 'own') setup.source = { kind: 'own' };
  else if (set === 'gen') {
    const recipe = link.get(BATCH_RECIPE);
    const count = link.has(BATCH_SIZE) ? link.get(BATCH_SIZE) : 10;
    if (recipe && count) setup.source = { kind: 'generated', recipe, count };
    else link.problem(BATCH_RECIPE.field);
  } else if (set !== undefined) setup.source = { kind: 'bundled', id: set };
  setup.runs = link.get(RUNS) ?? setup.runs;
  setup.limit = link.get(LIMIT) ?? setup.limit;
  setup.budget = link.get(BUDGET) ?? setup.budget;
  setup.steps = link.get(STEPS) ?? setup.steps;
  if (link.get(RATE)) setup.rate = true;
  const workers = link.get(WORKERS);
  if (workers !== undefined && workers <= workerCap(cores)) setup.workers = workers;
  else if (workers !== undefined) link.problem(WORKERS.field);
  setup.x = pick(link.text(AXIS_X), setup.runs) ?? setup.runs[0];
  setup.y =
    pick(
      link.text(AXIS_Y),
      setup.runs.filter((r) => r !== setup.x),
    ) ?? setup.x;
  const problems = link.problems as LabLinkField[];
  return problems.length === 0 ? { setup } : { setup, problems };
}

/** The setup's link, in `lang` when given. */
export function writeLabSetup(s: LabSetup, lang?: Lang): string {
  const source = s.source;
  return new LinkWriter()
    .set(VIEW, 'lab')
    .set(SET, source.kind === 'bundled' ? source.id : source.kind === 'own' ? 'own' : 'gen')
    .set(BATCH_RECIPE, source.kind === 'generated' ? source.recipe : undefined)
    .set(BATCH_SIZE, source.kind === 'generated' ? source.count : undefined)
    .set(RUNS, s.runs)
    .set(LIMIT, s.limit)
    .set(BUDGET, s.budget)
    .set(STEPS, s.steps ?? undefined)
    .set(AXIS_X, s.x)
    .set(AXIS_Y, s.y)
    .set(WORKERS, s.workers ?? undefined)
    .set(RATE, s.rate ? true : undefined)
    .set(LANG, lang)
    .toString();
}

function unique(xs: string[]): boolean {
  return new Set(xs).size === xs.length;
}

/** `wanted` when it is one of `from`, else the first of them (undefined when there is none). */
function pick(wanted: string | null, from: string[]): string | undefined {
  return wanted !== null && from.includes(wanted) ? wanted : from[0];
}
