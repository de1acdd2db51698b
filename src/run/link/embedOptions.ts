import { LinkReader, LinkWriter, type LinkParam, withoutParams } from './linkCodec.ts';

/**
 * What an embedded view adds to the link (docs/embed.md): `embed` switches to the frame's view; the
 * start is the link's own position (`e`); `to` ends the range at an event; `loop` plays the range
 * again and again; `autoplay=visible` plays while the frame is on screen. A broken field is dropped
 * and named (the page words it in its language).
 */
export interface EmbedOptions {
  /** The event the range ends at; absent: the runs' ends. */
  to?: number;
  loop: boolean;
  /** Plays while at least half of the frame is on screen, pauses when it scrolls away. */
  autoplay: boolean;
}

/** A field of the embed that could not be used. */
export type EmbedField = 'end' | 'loop' | 'autoplay';

const VIEWS = ['embed'];

export const EMBED: LinkParam<true> = {
  key: 'embed',
  views: VIEWS,
  read: () => true,
  write: () => '1',
};

export const END: LinkParam<number> = {
  key: 'to',
  views: VIEWS,
  field: 'end',
  read: (text) => (/^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null),
  write: (to) => (to ? String(Math.floor(to)) : null),
};

export const REPEAT: LinkParam<boolean> = {
  key: 'loop',
  views: VIEWS,
  field: 'loop',
  read: (text) => (text === '' || text === '1' ? true : text === '0' ? false : null),
  write: (on) => (on ? '1' : null),
};

export const AUTOPLAY: LinkParam<boolean> = {
  key: 'autoplay',
  views: VIEWS,
  field: 'autoplay',
  read: (text) => (text === 'visible' ? true : text === 'off' ? false : null),
  write: (on) => (on ? 'visible' : null),
};

export const EMBED_PARAMS = [EMBED, END, REPEAT, AUTOPLAY];

export const isEmbed = (search: string): boolean => new LinkReader(search).has(EMBED);

export function readEmbedOptions(search: string): { options: EmbedOptions; problems?: EmbedField[] } {
  const link = new LinkReader(search);
  const to = link.get(END);
  const options: EmbedOptions = { loop: link.get(REPEAT) ?? false, autoplay: link.get(AUTOPLAY) ?? false };
  if (to !== undefined) options.to = to;
  const problems = link.problems as EmbedField[];
  return problems.length === 0 ? { options } : { options, problems };
}

/** The embed's part of a link, to append to a view's query string. */
export function writeEmbedOptions(options: EmbedOptions): string {
  const link = new LinkWriter().set(EMBED, true).set(END, options.to).set(REPEAT, options.loop);
  return link.set(AUTOPLAY, options.autoplay).toString().slice(1);
}

/** A view's query string with the embed's fields added, or (`options` null) taken away. */
export function withEmbed(search: string, options: EmbedOptions | null): string {
  const base = withoutParams(search, EMBED_PARAMS).slice(1);
  const extra = options ? writeEmbedOptions(options) : '';
  const joined = [base, extra].filter(Boolean).join('&');
  return joined ? `?${joined}` : '';
}
