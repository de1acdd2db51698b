/**
 * The first pass over puzzle text: split it into lines, drop what carries no cells (comments, rules
 * such as "------+-------+------"), and group the rest into blocks. A block ends at a blank line or
 * at a "Grid NN" header (Project Euler 96), so each block holds one puzzle per line, or one or more
 * grids; parseBlock.ts decides which.
 */

/** One line of the input, without its line ending; `line` is 1-based. */
export interface SourceLine {
  readonly text: string;
  readonly line: number;
}

export interface Block {
  /** The "Grid NN" line that opened the block, if any. */
  readonly header?: SourceLine;
  /** The lines that hold cells, in order. */
  readonly rows: SourceLine[];
  /** Whether rule lines ("---+---") stood between the rows: those only appear in grids. */
  hasRules: boolean;
}

const HEADER = /^\s*grid\s*\d+\s*:?\s*$/i;
const COMMENT = /^\s*#/;
const BLANK = /^\s*$/;
// Box-drawing characters (U+2500..U+257F) count as rules and separators, so pasted pretty grids work.
// Two simple tests rather than one pattern: a single regex here backtracks quadratically on long lines.
const RULE_CHARS = /^[\s\-+=|\u2500-\u257f]*$/;
const RULE_MARK = /[-=\u2500-\u257f]/;
const isRule = (text: string) => RULE_CHARS.test(text) && RULE_MARK.test(text);

export function splitLines(text: string): SourceLine[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.split(/\r\n|\r|\n/).map((t, i) => ({ text: t, line: i + 1 }));
}

export function splitBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  let rulesPending = false;
  const close = () => {
    if (current && (current.rows.length > 0 || current.header)) blocks.push(current);
    current = undefined;
    rulesPending = false;
  };
  for (const src of splitLines(text)) {
    if (BLANK.test(src.text)) close();
    else if (COMMENT.test(src.text)) continue;
    else if (HEADER.test(src.text)) {
      close();
      current = { header: src, rows: [], hasRules: false };
    } else if (isRule(src.text)) {
      if (current) current.hasRules = true;
      else rulesPending = true;
    } else {
      current ??= { rows: [], hasRules: rulesPending };
      current.rows.push(src);
    }
  }
  close();
  return blocks;
}
