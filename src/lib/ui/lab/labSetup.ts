import { type GenerateRecipe, recipeFromText, recipeToText } from '../../engine/generate/recipe.ts';
import { m } from '../i18n/messages.ts';
import { dataSetById } from './dataSets.ts';
import { runFromLabel } from './runSpec.ts';

/**
 * The lab's setup as a query string, so a share link reproduces it:
 * `?view=lab&set=pe96&runs=naive,mrv&limit=1&budget=1000000&x=naive&y=mrv`, with `w=2` for a chosen
 * number of workers; a generated batch is `set=gen&gen=9.any.all.none.SEED&count=20` (the recipe as the player's `g=` writes it). A user's
 * own file cannot travel in a link: `set=own` reopens the lab asking for it. Reading never trusts the
 * link: a field outside its closed set falls back to its default and is named in the warning.
 */
export type LabLinkField = 'generated' | 'set' | 'algorithms' | 'limit' | 'budget' | 'workers';

const FIELD_NAMES: Record<LabLinkField, () => string> = {
  generated: m.lab_link_generated,
  set: m.lab_link_set,
  algorithms: m.lab_link_algorithms,
  limit: m.lab_link_limit,
  budget: m.lab_link_budget,
  workers: m.lab_link_workers,
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
  /** The scatter's axes: two of `runs`. */
  x: string;
  y: string;
  /**
   * Workers of the pool; null for the default, one per core but one (workerPool.ts), which keeps a
   * core for the page. A link carries only a chosen number: the default follows each reader's machine.
   */
  workers: number | null;
}

export const MAX_BATCH = 10_000;
export const MAX_RUNS = 8;
export const MAX_WORKERS = 16;
/** The largest file the lab reads (about 1.2 million one-line puzzles); `stepdoku stats` streams any size. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

export const defaultLabSetup = (): LabSetup => ({
  source: { kind: 'bundled', id: 'pe96' },
  runs: ['naive', 'mrv'],
  limit: 1,
  budget: 10_000_000,
  x: 'naive',
  y: 'mrv',
  workers: null,
});

export function isLabView(search: string): boolean {
  return new URLSearchParams(search).get('view') === 'lab';
}

/** The most workers this machine may run: its cores, and never more than MAX_WORKERS. */
export function workerCap(cores: number): number {
  return Math.max(1, Math.min(MAX_WORKERS, Math.floor(cores) || 1));
}

/**
 * The setup a link gives, and the fields of it that could not be used (`labLinkWarning` words them).
 * `cores` bounds the link's workers: a link from a bigger machine must not load a smaller one.
 */
export function readLabSetup(search: string, cores: number): { setup: LabSetup; problems?: LabLinkField[] } {
  const setup = defaultLabSetup();
  const params = new URLSearchParams(search.length > 4000 ? '' : search);
  const problems: LabLinkField[] = [];
  const set = params.get('set');
  if (set === 'own') setup.source = { kind: 'own' };
  else if (set === 'gen') {
    const recipe = recipeFromText(params.get('gen') ?? '');
    const count = Number(params.get('count') ?? '10');
    if (recipe && Number.isInteger(count) && count >= 1 && count <= MAX_BATCH)
      setup.source = { kind: 'generated', recipe, count };
    else problems.push('generated');
  } else if (set !== null) {
    if (dataSetById(set)) setup.source = { kind: 'bundled', id: set };
    else problems.push('set');
  }
  const runs = params.get('runs');
  if (runs !== null) {
    const labels = runs.split(',');
    if (labels.length >= 1 && labels.length <= MAX_RUNS && labels.every((l) => runFromLabel(l)) && unique(labels))
      setup.runs = labels;
    else problems.push('algorithms');
  }
  const limit = params.get('limit');
  if (limit !== null) {
    if (limit === '0' || limit === '1' || limit === '2') setup.limit = Number(limit) as 0 | 1 | 2;
    else problems.push('limit');
  }
  const budget = params.get('budget');
  if (budget !== null) {
    if (budget === 'none') setup.budget = Infinity;
    else if (/^[1-9]\d{0,11}$/.test(budget)) setup.budget = Number(budget);
    else problems.push('budget');
  }
  const workers = params.get('w');
  if (workers !== null) {
    if (/^[1-9]\d?$/.test(workers) && Number(workers) <= workerCap(cores)) setup.workers = Number(workers);
    else problems.push('workers');
  }
  setup.x = pick(params.get('x'), setup.runs) ?? setup.runs[0];
  setup.y =
    pick(
      params.get('y'),
      setup.runs.filter((r) => r !== setup.x),
    ) ?? setup.x;
  if (problems.length === 0) return { setup };
  return { setup, problems };
}

export function writeLabSetup(s: LabSetup): string {
  const params = new URLSearchParams();
  params.set('view', 'lab');
  if (s.source.kind === 'bundled') params.set('set', s.source.id);
  else if (s.source.kind === 'own') params.set('set', 'own');
  else {
    params.set('set', 'gen');
    params.set('gen', recipeToText(s.source.recipe));
    params.set('count', String(s.source.count));
  }
  params.set('runs', s.runs.join(','));
  params.set('limit', String(s.limit));
  params.set('budget', s.budget === Infinity ? 'none' : String(s.budget));
  params.set('x', s.x);
  params.set('y', s.y);
  if (s.workers !== null) params.set('w', String(s.workers));
  return `?${params.toString()}`;
}

function unique(xs: string[]): boolean {
  return new Set(xs).size === xs.length;
}

/** `wanted` when it is one of `from`, else the first of them (undefined when there is none). */
function pick(wanted: string | null, from: string[]): string | undefined {
  return wanted !== null && from.includes(wanted) ? wanted : from[0];
}
