import type { SessionNotice } from '../../player/session/Session.svelte.ts';
import { linkWarningText } from './linkText.ts';
import { m } from './messages.ts';

/** The session's notice in the page's language: a link read only in part, or a jump with nothing ahead. */
export function noticeText(notice: SessionNotice | null): string | null {
  if (!notice) return null;
  return notice.kind === 'link' ? linkWarningText(notice.warning) : m.session_no_match();
}
