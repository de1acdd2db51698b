import { type EmbedOptions, withEmbed } from './embedParams.ts';

/** The `<iframe>` that shows the view `search` at `page` (the app's address without its query) as an embed. */
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
