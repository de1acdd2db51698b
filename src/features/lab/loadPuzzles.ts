import { ParseFailed, parseOffThread } from '../../workers/createParseWorker.ts';
import { DataSetUnavailable, dataSetById, fetchDataSet, unavailableText } from './dataSets.ts';
import type { LabSource } from './labSetup.ts';
import { loadedFromPacked, loadedGenerated, type LoadedSet } from './puzzleSource.ts';
import { m } from '../../app/i18n/messages.ts';

/** The puzzles a setup counts, read off the page's thread, or why not in the page's own words. */
export async function loadPuzzles(
  source: LabSource,
  own: { file: File | null; text: string },
): Promise<{ loaded: LoadedSet } | { warning: () => string } | null> {
  try {
    if (source.kind === 'generated') return { loaded: loadedGenerated(source) };
    if (source.kind === 'own') return { loaded: loadedFromPacked(await parseOffThread(own.file ?? own.text)) };
    const set = dataSetById(source.id);
    if (!set) return null;
    return { loaded: loadedFromPacked(await parseOffThread(await fetchDataSet(set))) };
  } catch (e) {
    if (e instanceof DataSetUnavailable) return { warning: () => unavailableText(e) };
    if (e instanceof ParseFailed) return { warning: m.lab_read_failed };
    throw e;
  }
}
