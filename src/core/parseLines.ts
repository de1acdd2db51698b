/**
 * The first pass over puzzle text: lines grouped into blocks, at most one kept, so any file reads in memory for one
 * puzzle.
 */

/** `line` is 1-based; the line ending is dropped. */
export interface SourceLine {
  /** Cut at MAX_LINE_LENGTH + 1 characters when longer. */
  readonly text: string;
  readonly line: number;
  readonly length?: number;
}

export interface Block {
  readonly header?: SourceLine;
  readonly rows: SourceLine[];
  /** Rule lines ("---+---") only appear in grids. */
  hasRules: boolean;
}

/** Long enough for 256 two-digit numbers with separators and a note. */
export const MAX_LINE_LENGTH = 2000;

const HEADER = /^\s*grid\s*\d+\s*:?\s*$/i;
const COMMENT = /^\s*#/;
const BLANK = /^\s*$/;
// Box-drawing characters count as rules, so pasted pretty grids work; two simple tests because one regex backtracks
// quadratically on long lines.
const RULE_CHARS = /^[\s\-+=|\u2500-\u257f]*$/;
const RULE_MARK = /[-=\u2500-\u257f]/;
const isRule = (text: string) => RULE_CHARS.test(text) && RULE_MARK.test(text);

/** Puzzle lines handed on at a time; rows go in 144s (the least common multiple of 4, 9 and 16). */
const LINES_PER_SLICE = 64;
const ROWS_PER_SLICE = 144;

/** A line's kind by how many characters stand outside separators: a count, not a reading, as it runs on every line. */
type Kind = 'puzzle' | 'row' | 'either';
function kindOf(src: SourceLine): Kind {
  const text = src.text;
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 11 && c !== 12 && c !== 0xa0 && c !== 124 && (c < 0x2500 || c > 0x257f)) k++;
  }
  return k > 32 ? 'puzzle' : k <= 12 ? 'row' : 'either';
}

export function splitLines(text: string): SourceLine[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r\n|\r|\n/).map((t, i) => cutLine(t, i + 1));
}

/** Over-long lines are cut, their length kept for the message. */
export function cutLine(text: string, line: number, length = text.length): SourceLine {
  return length > MAX_LINE_LENGTH ? { text: text.slice(0, MAX_LINE_LENGTH + 1), line, length } : { text, line };
}

export class BlockSplitter {
  private current: Block | undefined;
  private kind: Kind = 'either';
  private rulesPending = false;

  push(src: SourceLine): Block[] {
    if (src.length !== undefined) return [...this.close(), { rows: [src], hasRules: false }];
    if (BLANK.test(src.text)) return this.close();
    if (COMMENT.test(src.text)) return [];
    if (HEADER.test(src.text)) {
      const done = this.close();
      this.current = { header: src, rows: [], hasRules: false };
      return done;
    }
    if (isRule(src.text)) {
      if (this.current) this.current.hasRules = true;
      else this.rulesPending = true;
      return [];
    }
    const kind = kindOf(src);
    const done: Block[] = [];
    const rows = this.current?.rows.length ?? 0;
    const switches = rows > 0 && kind !== 'either' && this.kind !== 'either' && kind !== this.kind;
    const full = rows >= (this.kind === 'puzzle' ? LINES_PER_SLICE : ROWS_PER_SLICE);
    if (switches || full) {
      // A grid's rules belong to its rows: a slice of the same grid run keeps the mark.
      const rules = !switches && this.current!.hasRules;
      done.push(...this.close());
      this.rulesPending = rules;
    }
    if (kind !== 'either') this.kind = kind;
    this.current ??= { rows: [], hasRules: this.rulesPending };
    this.current.rows.push(src);
    return done;
  }

  end(): Block[] {
    return this.close();
  }

  private close(): Block[] {
    const block = this.current;
    this.current = undefined;
    this.kind = 'either';
    this.rulesPending = false;
    return block && (block.rows.length > 0 || block.header) ? [block] : [];
  }
}
