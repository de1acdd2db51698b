import type { ParseIssue } from '../../src/core/parseIssue.ts';
import { english } from './english.ts';
import { issueWords } from '../../src/app/i18n/issueWords.ts';

/** A parse problem as the CLI says it in English. */
export const said = (issue: ParseIssue): string => issueWords(english, issue);

/** A parse problem's place and its English sentence, for tests that compare both. */
export interface SaidIssue {
  puzzle: number;
  line: number;
  column: number;
  message: string;
}

export const saidIssue = (i: ParseIssue): SaidIssue => ({
  puzzle: i.puzzle,
  line: i.line,
  column: i.column,
  message: said(i),
});
