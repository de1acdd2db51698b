import { LinkReader, LinkWriter, type LinkParam, withoutParams } from '../../run/link/linkCodec.ts';

/** What an embedded view adds to the link (docs/embed.md); its range starts at the link's own `e`. */
export interface EmbedOptions {
  /** Absent: the runs' ends. */
  to?: number;
  loop: boolean;
  /** Plays while at least half of the frame is on screen. */
  autoplay: boolean;
}

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

export function writeEmbedOptions(options: EmbedOptions): string {
  const link = new LinkWriter().set(EMBED, true).set(END, options.to).set(REPEAT, options.loop);
  return link.set(AUTOPLAY, options.autoplay).toString().slice(1);
}

/** A view's query string with the embed's fields added, or taken away when `options` is null. */
export function withEmbed(search: string, options: EmbedOptions | null): string {
  const base = withoutParams(search, EMBED_PARAMS).slice(1);
  const extra = options ? writeEmbedOptions(options) : '';
  const joined = [base, extra].filter(Boolean).join('&');
  return joined ? `?${joined}` : '';
}
