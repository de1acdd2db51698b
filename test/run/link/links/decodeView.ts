import { linkWarningText } from '../../../../src/app/i18n/linkText.ts';
import { embedWarningText } from '../../../../src/features/embed/embedWords.ts';
import { isEmbed, readEmbedOptions, withEmbed } from '../../../../src/features/embed/embedParams.ts';
import { formatLine } from '../../../../src/core/index.ts';
import { readUrlState, writeUrlState } from '../../../../src/run/link/urlState.ts';
import { isLabLink, readLang } from '../../../../src/run/link/viewParams.ts';
import { hasUserCode } from '../../../../src/features/solver/userCodeLink.ts';
import { readUserCode } from '../../../../src/features/solver/userCodePack.ts';
import { labLinkWarning, readLabSetup, writeLabSetup } from '../../../../src/features/lab/labSetup.ts';

/**
 * Everything the page takes from a link: which view opens, its language, the view's state and the
 * notice it shows, and the link its writer gives back. As plain JSON (Infinity as a string), so it
 * can be kept as a fixture and compared.
 */
export async function decodeView(link: string): Promise<unknown> {
  const view = isEmbed(link) ? 'embed' : isLabLink(link) ? 'lab' : 'player';
  const out: Record<string, unknown> = { link: link.length > 300 ? `${link.slice(0, 300)}…(${link.length})` : link };
  out.view = view;
  out.lang = readLang(link) ?? null;
  if (view === 'lab') {
    for (const cores of [2, 16]) {
      const { setup, problems } = readLabSetup(link, cores);
      out[`lab${cores}`] = {
        setup,
        notice: problems ? labLinkWarning(problems) : null,
        written: writeLabSetup(setup),
      };
    }
    return plain(out);
  }
  const { state, warning } = readUrlState(link);
  out.state = { ...state, puzzle: formatLine(state.puzzle) };
  out.notice = warning ? linkWarningText(warning) : null;
  out.written = writeUrlState(state);
  if (view === 'embed') {
    const { options, problems } = readEmbedOptions(link);
    out.embed = { options, notice: problems ? embedWarningText(problems) : null };
    out.embedWritten = withEmbed(writeUrlState(state), options);
  }
  out.hasCode = hasUserCode(link);
  out.code = await readUserCode(link);
  return plain(out);
}

function plain(x: unknown): unknown {
  return JSON.parse(JSON.stringify(x, (_, v) => (v === Infinity ? 'Infinity' : v)));
}
