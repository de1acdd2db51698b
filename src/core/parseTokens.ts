/**
 * Reading the cells of one line with the column of each; cells are made only when a puzzle is built (`cellsOf`), since
 * making them up front is slow on large files.
 */
import type { SourceLine } from './parseLines.ts';

/** As written: "5", ".", "A", or "12" in whitespace-separated 16×16 files. */
export interface CellToken {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

export interface LineReading {
  readonly line: number;
  readonly chunks: readonly Chunk[];
  /** Whether each chunk is one cell ("12") rather than each character. */
  readonly numbers: boolean;
  readonly count: number;
  /** Where missing cells would have gone. */
  readonly end: number;
  readonly bars: boolean;
  /** As in "0 0 3 0 2 0 6 0 0". */
  readonly spaced: boolean;
  /** A comment after a TAB (plb's files), used as the puzzle's name. */
  readonly note?: string;
}

export interface Chunk {
  readonly text: string;
  readonly column: number;
  /** An emoji is one character, though a JavaScript string holds it as two units. */
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
 * A whitespace-separated row of more than 4 chunks is numbers (16×16 .dat files); "12 34" is a 4×4 row in two boxes.
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
 * A whole line holding one puzzle, perhaps followed by a note (tdoku's ":count", plb's TAB); the whole line wins when
 * its count `fits`.
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

/** One run of symbols, longer than a two-character number, before a TAB. */
function compactField(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 2 && !/\s/.test(trimmed);
}
