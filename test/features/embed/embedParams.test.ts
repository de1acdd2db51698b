import { describe, expect, it } from 'vitest';
import { isEmbed, readEmbedOptions, withEmbed, writeEmbedOptions } from '../../../src/features/embed/embedParams.ts';
import { readUrlState } from '../../../src/run/link/urlState.ts';

describe('embed options in the link', () => {
  it('switches to the embed view only when the link says embed', () => {
    expect(isEmbed('?p=1&embed=1')).toBe(true);
    expect(isEmbed('?embed')).toBe(true);
    expect(isEmbed('?p=1&m=compare')).toBe(false);
  });

  it('reads the end, the loop and autoplay-when-visible', () => {
    expect(readEmbedOptions('?embed&to=250&loop=1&autoplay=visible')).toEqual({
      options: { to: 250, loop: true, autoplay: true },
    });
    expect(readEmbedOptions('?embed')).toEqual({ options: { loop: false, autoplay: false } });
    expect(readEmbedOptions('?embed&loop')).toEqual({ options: { loop: true, autoplay: false } });
  });

  it('drops a broken field and names it, never echoing what the link held', () => {
    const { options, problems } = readEmbedOptions('?embed&to=<b>&loop=yes&autoplay=always');
    expect(options).toEqual({ loop: false, autoplay: false });
    expect(problems).toEqual(['end', 'loop', 'autoplay']);
  });

  it('writes what it reads back', () => {
    const options = { to: 99, loop: true, autoplay: true };
    expect(readEmbedOptions(`?${writeEmbedOptions(options)}`).options).toEqual(options);
  });

  it('adds the embed to a view and takes it away again, the view untouched', () => {
    const view = '?p=53..7&a=naive%2Cmrv&m=compare&s=100&e=40';
    const embedded = withEmbed(view, { to: 90, loop: true, autoplay: false });
    expect(embedded).toBe(`${view}&embed=1&to=90&loop=1`);
    expect(withEmbed(embedded, null)).toBe(view);
    // The player's own reading of the link ignores the embed's fields.
    expect(readUrlState(embedded).state).toEqual(readUrlState(view).state);
  });
});
