import { type AlgorithmId, type Grid } from '../../core/index.ts';
import { chosenVariableOrder } from '../../core/algorithmTable.ts';
import { ASCENDING, type BoardOrder } from '../clients/boardOrder.ts';
import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import type { Speed } from '../playback/speed.ts';
import { apartParams, featureParams, type FeatureLinkValues } from './featureParams.ts';
import { type LinkParam, type LinkParamInfo, LinkReader, LinkWriter, withoutParams } from './linkCodec.ts';
import {
  ALGORITHMS,
  CODE_VIEW,
  EXPLAIN,
  GENERATED,
  MODE,
  ORDERS,
  PENCIL,
  POSITION,
  SPEED,
  VARIABLE_ORDERS_PARAM,
} from './playerParams.ts';
import { type PuzzleProblem, PUZZLE, readLinkPuzzle } from './puzzleParam.ts';
import { LANG, type Lang, MAX_SEARCH_LENGTH } from './viewParams.ts';

export type { PuzzleProblem } from './puzzleParam.ts';

/** The player's view as a query string; a broken field falls back to its default, named, never echoed. */
export type Mode = 'compare' | 'single';

export interface UrlState extends FeatureLinkValues {
  puzzle: Grid;
  algorithms: AlgorithmId[];
  mode: Mode;
  /** `rising`: the link names none, so the default pace. */
  speed: Speed | 'rising';
  position?: number;
  generated?: GenerateRecipe;
  orders?: BoardOrder[];
  pencil?: boolean;
  explain?: boolean;
  /** Absent: the reader's own last choice. */
  code?: 'pseudocode' | 'python';
  lang?: Lang;
}

export const DEFAULT_PUZZLE = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

export const defaultUrlState = (): UrlState => ({
  puzzle: gridFromText(DEFAULT_PUZZLE)!,
  algorithms: ['naive', 'mrv'],
  mode: 'compare',
  speed: 'rising',
});

export type LinkField =
  | 'puzzle'
  | 'mode'
  | 'algorithms'
  | 'speed'
  | 'position'
  | 'orders'
  | 'pencil'
  | 'explain'
  | 'code'
  | 'predict'
  | 'bookmarks'
  | 'loop'
  | 'exercise'
  | 'generator';

export type LinkWarning =
  { kind: 'too-long' } | { kind: 'unreadable' } | { kind: 'fields'; fields: LinkField[]; puzzle?: PuzzleProblem };

export function readUrlState(search: string): { state: UrlState; warning?: LinkWarning } {
  const state = defaultUrlState();
  // The fields read apart go first, then the rest is measured; a search past both limits is not parsed at all.
  const apart = apartParams();
  if (typeof search === 'string' && apart.params.length > 0 && search.length <= MAX_SEARCH_LENGTH + apart.length + 32)
    search = withoutApart(search, apart.params);
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) return { state, warning: { kind: 'too-long' } };
  let link: LinkReader;
  try {
    link = new LinkReader(search);
  } catch {
    return { state, warning: { kind: 'unreadable' } };
  }
  let puzzle: PuzzleProblem | undefined;
  const p = link.text(PUZZLE);
  if (p !== null) {
    const read = readLinkPuzzle(p);
    if ('grid' in read) state.puzzle = read.grid;
    else {
      link.problem(PUZZLE.field);
      puzzle = read.problem;
    }
  }
  state.mode = link.get(MODE) ?? state.mode;
  state.algorithms = link.get(ALGORITHMS) ?? state.algorithms;
  if (state.mode === 'single') state.algorithms = state.algorithms.slice(0, 1);
  else if (state.algorithms.length === 1)
    state.algorithms = [state.algorithms[0], state.algorithms[0] === 'mrv' ? 'naive' : 'mrv'];
  state.speed = link.get(SPEED) ?? state.speed;
  const optional = {
    position: link.get(POSITION),
    orders: boardOrders(link, state.algorithms.length),
    pencil: link.get(PENCIL),
    explain: link.get(EXPLAIN),
    code: link.get(CODE_VIEW),
    lang: link.get(LANG),
    ...Object.fromEntries(featureParams().map((p) => [p.field, link.get(p as LinkParam<unknown>)])),
    generated: link.get(GENERATED),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(state, { [key]: value });
  if (link.problems.length === 0) return { state };
  const fields = link.problems as LinkField[];
  return { state, warning: puzzle ? { kind: 'fields', fields, puzzle } : { kind: 'fields', fields } };
}

export function writeUrlState(state: UrlState): string {
  const link = new LinkWriter()
    .set(PUZZLE, state.puzzle)
    .set(ALGORITHMS, state.algorithms)
    .set(MODE, state.mode)
    .set(SPEED, state.speed === 'rising' ? undefined : state.speed)
    .set(POSITION, state.position)
    .set(ORDERS, state.orders)
    .set(
      VARIABLE_ORDERS_PARAM,
      state.orders?.map((o, i) => state.algorithms[i] && chosenVariableOrder(state.algorithms[i], o.variableOrder)),
    )
    .set(GENERATED, state.generated)
    .set(PENCIL, state.pencil)
    .set(EXPLAIN, state.explain)
    .set(CODE_VIEW, state.code)
    .set(LANG, state.lang);
  for (const p of featureParams()) link.set(p as LinkParam<unknown>, state[p.field]);
  return link.toString();
}

/** The value orders and the variable orders, two parameters, joined per board. */
function boardOrders(link: LinkReader, boards: number): BoardOrder[] | undefined {
  const values = link.get(ORDERS)?.slice(0, boards);
  const variables = link.get(VARIABLE_ORDERS_PARAM)?.slice(0, boards);
  if (!variables?.some((v) => v !== undefined)) return values;
  return Array.from({ length: Math.max(values?.length ?? 0, variables.length) }, (_, i) => {
    const o = values?.[i] ?? ASCENDING;
    const v = variables[i];
    return v ? { ...o, variableOrder: v } : o;
  });
}

function withoutApart(search: string, params: readonly LinkParamInfo[]): string {
  const link = new LinkReader(search);
  return params.some((p) => link.has(p)) ? withoutParams(search, params) : search;
}

/** A puzzle in a link's form (`.` or `0` blank), or null when it cannot be used. */
export function gridFromText(text: string): Grid | null {
  const read = readLinkPuzzle(text);
  return 'grid' in read ? read.grid : null;
}
