/**
 * What an embedded view adds to the link (docs/embed.md): `embed` switches to the frame's view; the
 * start is the link's own position (`e`); `to` ends the range at an event; `loop` plays the range
 * again and again; `autoplay=visible` plays while the frame is on screen. Like the rest of the link,
 * nothing here is trusted: a broken field is dropped and named (the page words it in its language).
 */
export interface EmbedOptions {
  /** The event the range ends at; absent: the runs' ends. */
  to?: number;
  loop: boolean;
  /** Plays while at least half of the frame is on screen, pauses when it scrolls away. */
  autoplay: boolean;
}

export function isEmbed(search: string): boolean {
  return new URLSearchParams(search).has('embed');
}

/** A field of the embed that could not be used. */
export type EmbedField = 'end' | 'loop' | 'autoplay';

export function readEmbedOptions(search: string): { options: EmbedOptions; problems?: EmbedField[] } {
  const params = new URLSearchParams(search);
  const options: EmbedOptions = { loop: false, autoplay: false };
  const problems: EmbedField[] = [];
  const to = params.get('to');
  if (to !== null) {
    if (/^\d{1,12}$/.test(to) && Number(to) > 0) options.to = Number(to);
    else problems.push('end');
  }
  const loop = params.get('loop');
  if (loop !== null) {
    if (loop === '' || loop === '1') options.loop = true;
    else if (loop !== '0') problems.push('loop');
  }
  const autoplay = params.get('autoplay');
  if (autoplay !== null) {
    if (autoplay === 'visible') options.autoplay = true;
    else if (autoplay !== 'off') problems.push('autoplay');
  }
  if (problems.length === 0) return { options };
  return { options, problems };
}

/** The embed's part of a link, to append to a view's query string (Session.urlSearch). */
export function writeEmbedOptions(options: EmbedOptions): string {
  let out = 'embed=1';
  if (options.to) out += `&to=${Math.floor(options.to)}`;
  if (options.loop) out += '&loop=1';
  if (options.autoplay) out += '&autoplay=visible';
  return out;
}

/** A view's query string with the embed's fields added, or (`options` null) taken away. */
export function withEmbed(search: string, options: EmbedOptions | null): string {
  const params = new URLSearchParams(search);
  for (const key of ['embed', 'to', 'loop', 'autoplay']) params.delete(key);
  const base = params.toString();
  const extra = options ? writeEmbedOptions(options) : '';
  const joined = [base, extra].filter(Boolean).join('&');
  return joined ? `?${joined}` : '';
}
