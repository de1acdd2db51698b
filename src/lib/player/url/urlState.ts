import {
  type AlgorithmId,
  cellName,
  findClashes,
  geometry,
  geometryForCellCount,
  type Grid,
  type UnitKind,
  isAlgorithmId,
} from '../../engine/index.ts';
import { type BoardOrder, orderFromText, orderToText } from '../clients/boardOrder.ts';
import { type GenerateRecipe, recipeFromText, recipeToText } from '../../engine/generate/recipe.ts';
import { normalizeSpeed, type Speed } from '../playback/speed.ts';
import { MAX_RUN_EVENTS } from '../clients/runClient.ts';
import { MAX_CODE_PARAM, withoutUserCode } from './userCodeLink.ts';
import {
  type Bookmark,
  bookmarksFromText,
  bookmarksToText,
  type LoopRange,
  loopFromText,
  loopToText,
  type PredictSettings,
  predictFromText,
  predictToText,
} from './predictParams.ts';

/**
 * The view as a query string, so a link reproduces it: `?p=<puzzle>&a=naive,mrv&m=compare&s=100&e=250`
 * (`e`: the event position on the timeline, written while paused; `g`: the generator's recipe when
 * the puzzle came from "New puzzle", so opening the link makes it again: generateRecipe.ts; `o`: each
 * board's value order when one is not ascending, `o=asc,random:7`: boardOrder.ts).
 * Reading never trusts the URL: each field is checked against a closed set of values, a broken field
 * falls back to its default with a message, and nothing read is echoed back (messages are fixed text).
 */
export type Mode = 'compare' | 'single';

export interface UrlState {
  /** 16, 81 or 256 characters: `.` for a blank, then 1-9 and A-G for digits 10-16. */
  puzzle: string;
  algorithms: AlgorithmId[];
  mode: Mode;
  /** Events per second (`s=`), or `rising` when the link names none: the default pace (pace.ts). */
  speed: Speed | 'rising';
  /** The shared event position on the timeline; absent (or 0) is the start. */
  position?: number;
  /** How the puzzle was generated, when it was. */
  generated?: GenerateRecipe;
  /** Each board's value order (`o`), when one is not the canonical ascending order. */
  orders?: BoardOrder[];
  /** What the page shows beside the boards: pencil marks (`pm=1`) and Explain (`x=1` or `x=0`). */
  pencil?: boolean;
  explain?: boolean;
  /** The code beside each board (`c=py` or `c=pseudo`); absent: the reader's own last choice. */
  code?: 'pseudocode' | 'python';
  /** The page's language (`lang=en`, `lang=zh-CN`), so a shared link opens in the language it was sent in. */
  lang?: Lang;
  /** Predict mode on, with its settings (`q`), named moments (`bm`) and an A–B loop (`ab`): predictParams.ts. */
  predict?: PredictSettings;
  bookmarks?: Bookmark[];
  loop?: LoopRange;
}

/** The languages the page speaks (the i18n project's locales; a test keeps the two lists equal). */
export const LANGS = ['en', 'zh-CN'] as const;
export type Lang = (typeof LANGS)[number];

/** The link's `lang=`, when it names one of ours; anything else is ignored (the page then picks as on a first visit). */
export function readLang(search: string): Lang | undefined {
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) return undefined;
  const lang = new URLSearchParams(search).get('lang');
  return LANGS.find((l) => l === lang);
}

export const DEFAULT_PUZZLE = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

export const defaultUrlState = (): UrlState => ({
  puzzle: puzzleToText(gridFromText(DEFAULT_PUZZLE)!),
  algorithms: ['naive', 'mrv'],
  mode: 'compare',
  speed: 'rising',
});

/**
 * Longer query strings are not read at all (a 16×16 puzzle with the rest fits in ~330 characters).
 * A learner's code (userCodeLink.ts) is not counted: it has its own limit and its own reader.
 */
export const MAX_SEARCH_LENGTH = 2000;

const DIGITS = '123456789ABCDEFG';

/** A field of the link that could not be used (the page names it in its language: ui/i18n/linkText.ts). */
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
  | 'generator';

/**
 * Why a link's puzzle could not be used, as data made of our own (counts, cell names, digits), never
 * the link's text: 80 cells; a character other than 1-9 or '.' at r1c1; 5 in r1c1 and r1c2, one row.
 */
export type PuzzleProblem =
  | { kind: 'cells'; count: number }
  | { kind: 'character'; symbols: string; cell: string }
  | { kind: 'clash'; digit: string; a: string; b: string; unit: UnitKind };

/** What the page tells about a link it could not read whole; the default stands in for each part. */
export type LinkWarning =
  { kind: 'too-long' } | { kind: 'unreadable' } | { kind: 'fields'; fields: LinkField[]; puzzle?: PuzzleProblem };

export function readUrlState(search: string): { state: UrlState; warning?: LinkWarning } {
  const state = defaultUrlState();
  // The code's fields go first, then the rest is measured; a search past both limits is not parsed at all.
  if (typeof search === 'string' && search.length <= MAX_SEARCH_LENGTH + MAX_CODE_PARAM + 32)
    search = withoutUserCode(search);
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) {
    return { state, warning: { kind: 'too-long' } };
  }
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { state, warning: { kind: 'unreadable' } };
  }
  const problems: LinkField[] = [];
  let puzzle: PuzzleProblem | undefined;

  const p = params.get('p');
  if (p !== null) {
    const read = readPuzzle(p);
    if ('grid' in read) state.puzzle = puzzleToText(read.grid);
    else {
      problems.push('puzzle');
      puzzle = read.problem;
    }
  }
  const m = params.get('m');
  if (m !== null) {
    if (m === 'compare' || m === 'single') state.mode = m;
    else problems.push('mode');
  }
  const a = params.get('a');
  if (a !== null) {
    const ids = a.split(',');
    if (ids.length >= 1 && ids.length <= 2 && ids.every(isAlgorithmId)) state.algorithms = ids;
    else problems.push('algorithms');
  }
  if (state.mode === 'single') state.algorithms = state.algorithms.slice(0, 1);
  else if (state.algorithms.length === 1)
    state.algorithms = [state.algorithms[0], state.algorithms[0] === 'mrv' ? 'naive' : 'mrv'];
  const s = params.get('s');
  if (s !== null) {
    const speed = s === 'instant' ? Infinity : /^\d{1,7}(\.\d{1,3})?$/.test(s) ? normalizeSpeed(Number(s)) : null;
    if (speed !== null) state.speed = speed;
    else problems.push('speed');
  }
  const e = params.get('e');
  if (e !== null) {
    if (/^\d{1,12}$/.test(e))
      state.position = Math.min(Number(e), MAX_RUN_EVENTS); // no run goes further
    else problems.push('position');
  }
  const o = params.get('o');
  if (o !== null) {
    const orders = o.split(',').map(orderFromText);
    if (orders.length <= 2 && orders.every((x) => x !== null))
      state.orders = (orders as BoardOrder[]).slice(0, state.algorithms.length);
    else problems.push('orders');
  }
  const pm = params.get('pm');
  if (pm !== null) {
    if (pm === '1' || pm === '0') state.pencil = pm === '1';
    else problems.push('pencil');
  }
  const x = params.get('x');
  if (x !== null) {
    if (x === '1' || x === '0') state.explain = x === '1';
    else problems.push('explain');
  }
  const c = params.get('c');
  if (c !== null) {
    if (c === 'py' || c === 'pseudo') state.code = c === 'py' ? 'python' : 'pseudocode';
    else problems.push('code');
  }
  const lang = readLang(search);
  if (lang) state.lang = lang;
  const q = params.get('q');
  if (q !== null) {
    const predict = predictFromText(q);
    if (predict) state.predict = predict;
    else problems.push('predict');
  }
  const bm = params.get('bm');
  if (bm !== null) {
    const bookmarks = bookmarksFromText(bm);
    if (bookmarks) state.bookmarks = bookmarks;
    else problems.push('bookmarks');
  }
  const ab = params.get('ab');
  if (ab !== null) {
    const loop = loopFromText(ab);
    if (loop) state.loop = loop;
    else problems.push('loop');
  }
  const g = params.get('g');
  if (g !== null) {
    const recipe = recipeFromText(g);
    if (recipe) state.generated = recipe;
    else problems.push('generator');
  }
  if (problems.length === 0) return { state };
  return {
    state,
    warning: puzzle ? { kind: 'fields', fields: problems, puzzle } : { kind: 'fields', fields: problems },
  };
}

export function writeUrlState(state: UrlState): string {
  const params = new URLSearchParams();
  params.set('p', state.puzzle);
  params.set('a', state.algorithms.join(','));
  params.set('m', state.mode);
  if (state.speed !== 'rising') params.set('s', state.speed === Infinity ? 'instant' : String(state.speed));
  if (state.position) params.set('e', String(Math.floor(state.position)));
  if (state.orders?.some((x) => x.valueOrder !== 'ascending')) params.set('o', state.orders.map(orderToText).join(','));
  if (state.generated) params.set('g', recipeToText(state.generated));
  if (state.pencil) params.set('pm', '1');
  if (state.explain !== undefined) params.set('x', state.explain ? '1' : '0');
  if (state.code) params.set('c', state.code === 'python' ? 'py' : 'pseudo');
  if (state.lang) params.set('lang', state.lang);
  if (state.predict) params.set('q', predictToText(state.predict));
  if (state.bookmarks?.length) params.set('bm', bookmarksToText(state.bookmarks));
  if (state.loop) params.set('ab', loopToText(state.loop));
  return `?${params.toString()}`;
}

/** A puzzle string (`.` or `0` blank) to a grid, or null when its length, characters or givens are wrong. */
export function gridFromText(text: string): Grid | null {
  const read = readPuzzle(text);
  return 'grid' in read ? read.grid : null;
}

/** A puzzle string to a grid, or why not (PuzzleProblem). */
export function readPuzzle(text: string): { grid: Grid } | { problem: PuzzleProblem } {
  const g = geometryForCellCount(text.length);
  if (!g) return { problem: { kind: 'cells', count: Math.min(text.length, 99_999) } };
  const cells = new Uint8Array(g.cellCount);
  const symbols = `1-${DIGITS[g.size - 1]}`;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i].toUpperCase();
    if (ch === '.' || ch === '0') continue;
    const d = DIGITS.indexOf(ch) + 1;
    if (d < 1 || d > g.size) return { problem: { kind: 'character', symbols, cell: cellName(geometry(g.n), i) } };
    cells[i] = d;
  }
  const grid: Grid = { n: g.n, cells };
  const clash = findClashes(grid)[0];
  if (!clash) return { grid };
  const at = (c: number) => cellName(geometry(g.n), c);
  return {
    problem: { kind: 'clash', digit: DIGITS[clash.digit - 1], a: at(clash.a), b: at(clash.b), unit: clash.unit },
  };
}

export function puzzleToText(grid: Grid): string {
  let s = '';
  for (const v of grid.cells) s += v === 0 ? '.' : DIGITS[v - 1];
  return s;
}
