import type { SessionNotice } from '../session/Session.svelte.ts';
import { linkWarningText } from './linkText.ts';
import { m } from './messages.ts';
import { formatCount } from '../format.ts';

/**
 * The session's notice in the page's language: a link read only in part, a link's position followed
 * only so far, or a jump with nothing ahead.
 */
export function noticeText(notice: SessionNotice | null): string | null {
  if (!notice) return null;
  if (notice.kind === 'link') return linkWarningText(notice.warning);
  if (notice.kind === 'link-position')
    return m.link_position_bounded({ asked: formatCount(notice.asked), reached: formatCount(notice.reached) });
  return m.session_no_match();
}
