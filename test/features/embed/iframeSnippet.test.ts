import { describe, expect, it } from 'vitest';
import { iframeSnippet } from '../../../src/features/embed/iframeSnippet.ts';

describe('the iframe snippet', () => {
  it('embeds the view at the page address, in its language, its ampersands escaped for HTML', () => {
    const s = iframeSnippet(
      'https://x.org/course/stepdoku/',
      '?p=1.2&m=single&e=5&lang=zh-CN',
      { loop: true, autoplay: true },
      { title: 'stepdoku：朴素回溯' },
    );
    expect(s).toBe(
      '<iframe src="https://x.org/course/stepdoku/?p=1.2&amp;m=single&amp;e=5&amp;lang=zh-CN&amp;embed=1&amp;loop=1&amp;autoplay=visible" ' +
        'width="640" height="360" style="border:0;max-width:100%" title="stepdoku：朴素回溯" ' +
        'loading="lazy" allowfullscreen></iframe>',
    );
  });

  it('escapes what would end the attribute or open a tag', () => {
    const s = iframeSnippet('https://x.org/?q="<', '', { loop: false, autoplay: false }, { title: 'a "b" <c>' });
    expect(s).toContain('src="https://x.org/?q=&quot;&lt;?embed=1"');
    expect(s).toContain('title="a &quot;b&quot; &lt;c>"');
  });
});
