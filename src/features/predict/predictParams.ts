import { QUESTION_KINDS, type QuestionKind } from './questions/index.ts';
import { MAX_RUN_EVENTS } from '../../run/clients/runClient.ts';
import type { FeatureParam } from '../../run/link/featureParams.ts';
import { normalizeSpeed, type Speed } from '../../run/playback/speed.ts';

// Predict mode, bookmarks and the A–B loop in the link, so a teacher can send a prepared exercise (docs/links.md).

export type Cadence = 'every' | 'kth' | 'backtracks';

export interface PredictSettings {
  kinds: QuestionKind[];
  cadence: Cadence;
  /** For 'kth': 2-99. */
  k: number;
  /** Seconds before Present shows the answer (0: the teacher reveals by hand). */
  countdown: number;
  /** Compare mode: ask "How many times fewer placements?" before Play. */
  ratio: boolean;
}

export interface Bookmark {
  at: number;
  name: string;
}

export interface LoopRange {
  from: number;
  to: number;
  /** Undefined: the player's speed. */
  speed?: Speed;
}

export const MAX_BOOKMARKS = 12;
export const MAX_BOOKMARK_NAME = 30;

export const defaultPredict = (): PredictSettings => ({
  kinds: ['digit', 'backTo', 'cell', 'count', 'forced', 'why', 'constraint', 'wipeout', 'repair'],
  cadence: 'every',
  k: 3,
  countdown: 0,
  ratio: true,
});

export function predictToText(p: PredictSettings): string {
  let s = [...p.kinds, ...(p.ratio ? ['ratio'] : [])].join('.') || 'none';
  if (p.cadence === 'kth') s += `-k${p.k}`;
  if (p.cadence === 'backtracks') s += '-b';
  if (p.countdown > 0) s += `-t${p.countdown}`;
  return s;
}

export function predictFromText(text: string): PredictSettings | null {
  const [list, ...opts] = text.split('-');
  const tokens = list === 'none' ? [] : list.split('.');
  const p: PredictSettings = { ...defaultPredict(), kinds: [], ratio: false };
  for (const t of tokens) {
    if (t === 'ratio') p.ratio = true;
    else if ((QUESTION_KINDS as readonly string[]).includes(t) && !p.kinds.includes(t as QuestionKind))
      p.kinds.push(t as QuestionKind);
    else return null;
  }
  for (const o of opts) {
    const m = /^([kt])(\d{1,2})$/.exec(o);
    if (o === 'b') p.cadence = 'backtracks';
    else if (m && m[1] === 'k' && Number(m[2]) >= 2) {
      p.cadence = 'kth';
      p.k = Number(m[2]);
    } else if (m && m[1] === 't') p.countdown = Number(m[2]);
    else return null;
  }
  return p;
}

/** A name as the link keeps it: one line, no separator, bounded. */
export function cleanBookmarkName(name: string): string {
  let out = '';
  for (const ch of name) out += ch === '|' || ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch;
  return out.trim().slice(0, MAX_BOOKMARK_NAME);
}

export function bookmarksToText(list: readonly Bookmark[]): string {
  return list.map((b) => `${b.at}:${cleanBookmarkName(b.name)}`).join('|');
}

export function bookmarksFromText(text: string): Bookmark[] | null {
  const out: Bookmark[] = [];
  for (const part of text.split('|')) {
    const m = /^(\d{1,12}):(.*)$/s.exec(part);
    if (!m || Number(m[1]) > MAX_RUN_EVENTS) return null;
    out.push({ at: Number(m[1]), name: cleanBookmarkName(m[2]) });
  }
  return out.length <= MAX_BOOKMARKS ? out.sort((a, b) => a.at - b.at) : null;
}

export function loopToText(l: LoopRange): string {
  return `${l.from}-${l.to}${l.speed === undefined ? '' : `@${l.speed === Infinity ? 'instant' : l.speed}`}`;
}

export function loopFromText(text: string): LoopRange | null {
  const m = /^(\d{1,12})-(\d{1,12})(?:@(instant|\d{1,7}(?:\.\d{1,3})?))?$/.exec(text);
  if (!m) return null;
  const from = Number(m[1]),
    to = Number(m[2]);
  if (!(from < to) || to > MAX_RUN_EVENTS) return null;
  if (m[3] === undefined) return { from, to };
  const speed = m[3] === 'instant' ? Infinity : normalizeSpeed(Number(m[3]));
  return speed === null ? null : { from, to, speed };
}

const VIEWS = ['player'];

declare module '../../run/link/featureParams.ts' {
  interface FeatureLinkValues {
    predict?: PredictSettings;
    bookmarks?: Bookmark[];
    loop?: LoopRange;
  }
}

export const PREDICT: FeatureParam & { field: 'predict' } = {
  key: 'q',
  views: VIEWS,
  field: 'predict',
  read: predictFromText,
  write: predictToText,
};

export const BOOKMARKS: FeatureParam & { field: 'bookmarks' } = {
  key: 'bm',
  views: VIEWS,
  field: 'bookmarks',
  read: bookmarksFromText,
  // No bookmarks: no parameter at all.
  write: (list) => (list.length > 0 ? bookmarksToText(list) : null),
};

export const LOOP: FeatureParam & { field: 'loop' } = {
  key: 'ab',
  views: VIEWS,
  field: 'loop',
  read: loopFromText,
  write: loopToText,
};

export const PREDICT_PARAMS = [PREDICT, BOOKMARKS, LOOP];
