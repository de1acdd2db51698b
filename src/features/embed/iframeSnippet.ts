import { type EmbedOptions, withEmbed } from '../../run/link/embedOptions.ts';

/**
 * The `<iframe>` to paste into a slide, an LMS page or a blog: the view `search` (Session.urlSearch)
 * at `page` (the app's address without its query), as an embed, `title` naming it for screen readers.
 * 16:9 at 640×360 unless said. The view's `lang=` rides along: the frame speaks the page's language.
 */
export function iframeSnippet(
  page: string,
  search: string,
  options: EmbedOptions,
  { width = 640, height = 360, title }: { width?: number; height?: number; title: string },
): string {
  const src = `${page}${withEmbed(search, options)}`;
  return (
    `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" style="border:0;max-width:100%" ` +
    `title="${escapeAttribute(title)}" loading="lazy" allowfullscreen></iframe>`
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
