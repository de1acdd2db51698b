/**
 * Reading the cells of one line, with the column of each, so that every message can point at the
 * character it is about. Whether the symbols are valid is decided later, once the board size is known.
 *
 * A reading keeps the line's chunks (runs between separators) and counts its cells; the cells
 * themselves are made only when a puzzle is built (`cellsOf`). Making them up front for a whole
 * block kept millions of small objects alive at once on 50,000-puzzle files and tripled parse time.
 */
import type { SourceLine } from './parseLines.ts';

/** The text of one cell as written ("5", ".", "A", or "12" in whitespace-separated 16×16 files). */
export interface CellToken {
  readonly text: string;
  readonly line: number;
  /** 1-based. */
  readonly column: number;
}

export interface LineReading {
  readonly line: number;
  readonly chunks: readonly Chunk[];
  /** Whether each chunk is one cell (numbers such as "12"), rather than each character. */
  readonly numbers: boolean;
  /** How many cells the line holds. */
  readonly count: number;
  /** The column just past the last cell character: where missing cells would have gone. */
  readonly end: number;
  /** Whether '|' (or a box-drawing bar) separated groups of cells. */
  readonly bars: boolean;
  /** Whether whitespace stood between every two cells, as in "0 0 3 0 2 0 6 0 0". */
  readonly spaced: boolean;
  /** A comment after a TAB (plb's annotated files), used as the puzzle's name. */
  readonly note?: string;
}

/** A run of characters between separators; `column` is 1-based, counted in characters (code points). */
export interface Chunk {
  readonly text: string;
  readonly column: number;
  /** How many characters it holds: an emoji is one, though JavaScript strings hold it as two units. */
  readonly size: number;
}

function isBar(code: number): boolean {
  return code === 124 || (code >= 0x2500 && code <= 0x257f);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 11 || code === 12 || code === 0xa0;
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

function chunksOf(text: string): { chunks: Chunk[]; bars: boolean; end: number } {
  const chunks: Chunk[] = [];
  let bars = false;
  let end = 1;
  let start = -1;
  let startColumn = 0;
  let column = 0; // characters before index i
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    // The second half of a surrogate pair is part of the character before it.
    if (isLowSurrogate(code) && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) continue;
    const separator = isSpace(code) || isBar(code);
    if (isBar(code)) bars = true;
    if (!separator && start < 0) {
      start = i;
      startColumn = column;
    }
    if (separator && start >= 0) {
      chunks.push({ text: text.slice(start, i), column: startColumn + 1, size: column - startColumn });
      end = column + 1;
      start = -1;
    }
    column++;
  }
  return { chunks, bars, end };
}

const SHORT_NUMBER = /^\d\d?$/;
const TWO_DIGITS = /^\d\d$/;

/**
 * Whitespace-separated numbers ("10 0 16 …", 16×16 .dat files) have multi-digit cells; everything
 * else is one character per cell, so "003020600" and "53.|.7.|..." read the same as spaced rows.
 * A row of 4 or fewer chunks is never numbers: "12 34" is a 4×4 row written in two boxes.
 */
function isNumberRow(chunks: Chunk[]): boolean {
  if (chunks.length <= 4) return false;
  let twoDigits = false;
  for (const c of chunks) {
    if (c.text.length > 1 && !SHORT_NUMBER.test(c.text)) return false;
    if (TWO_DIGITS.test(c.text)) twoDigits = true;
  }
  return twoDigits;
}

/** The cells of a whole line, read as a row of a grid (or as a puzzle written with separators). */
export function readRow(src: SourceLine): LineReading {
  const { chunks, bars, end } = chunksOf(src.text);
  if (isNumberRow(chunks))
    return { line: src.line, chunks, numbers: true, count: chunks.length, end, bars, spaced: !bars };
  let count = 0;
  for (const c of chunks) count += c.size;
  return {
    line: src.line,
    chunks,
    numbers: false,
    count,
    end,
    bars,
    spaced: !bars && chunks.length > 1 && count === chunks.length,
  };
}

/** The cells of a reading, each with its line and column. */
export function cellsOf(reading: LineReading): CellToken[] {
  const { line, chunks } = reading;
  if (reading.numbers) return chunks.map((c) => ({ text: c.text, line, column: c.column }));
  const cells: CellToken[] = [];
  for (const c of chunks) {
    let i = 0;
    for (const ch of c.text) cells.push({ text: ch, line, column: c.column + i++ });
  }
  return cells;
}

/**
 * The cells of a line that holds one whole puzzle. The puzzle may be followed by a note: tdoku's
 * ":count" or ":1:solution", or plb's TAB and comment. The whole line wins when its cell count
 * `fits` (so TAB-separated numbers still read as cells); otherwise the part before the note.
 */
export function readPuzzleLine(src: SourceLine, fits: (cells: number) => boolean, whole = readRow(src)): LineReading {
  if (fits(whole.count)) return whole;
  const colon = src.text.indexOf(':');
  const tab = src.text.indexOf('\t');
  const colonField = colon >= 0 ? readRow({ text: src.text.slice(0, colon), line: src.line }) : undefined;
  const tabField =
    tab >= 0 && compactField(src.text.slice(0, tab))
      ? readRow({ text: src.text.slice(0, tab), line: src.line })
      : undefined;
  const note = tab >= 0 ? src.text.slice(tab + 1).trim() || undefined : undefined;
  const withNote = tabField && note !== undefined ? { ...tabField, note } : tabField;
  const ordered = colon >= 0 && (tab < 0 || colon < tab) ? [colonField, withNote] : [withNote, colonField];
  for (const field of ordered) if (field && fits(field.count)) return field;
  return ordered.find((f) => f !== undefined) ?? whole;
}

/** A puzzle written as one run of symbols (more than a number's two characters) before a TAB. */
function compactField(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 2 && !/\s/.test(trimmed);
}
