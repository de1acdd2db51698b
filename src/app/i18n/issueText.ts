import type { ParseIssue } from '../../core/parseIssue.ts';
import { issueWords } from './issueWords.ts';
import { m } from './messages.ts';

/** Why a puzzle text could not be read, in the page's language; its place is shown beside it. */
export const issueText = (issue: ParseIssue): string => issueWords(m, issue);
