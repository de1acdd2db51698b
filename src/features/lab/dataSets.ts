import { m } from '../../app/i18n/messages.ts';

/** The data sets the lab offers, files in `static/puzzles/` fetched only when chosen. */
export interface DataSet {
  id: string;
  name: () => string;
  file: string;
  puzzles: number;
}

export const DATA_SETS: readonly DataSet[] = [
  { id: 'pe96', name: m.lab_set_pe96, file: 'pe96.txt', puzzles: 50 },
  { id: 'top95', name: m.lab_set_top95, file: 'norvig_top95.txt', puzzles: 95 },
  { id: 'hardest', name: m.lab_set_hardest, file: 'norvig_hardest.txt', puzzles: 11 },
  { id: 'famous', name: m.lab_set_famous, file: 'famous_hard.txt', puzzles: 7 },
  { id: 'teaching4', name: m.lab_set_teaching4, file: 'teaching_4x4.txt', puzzles: 4 },
  { id: 'hex16', name: m.lab_set_hex16, file: 'hexadoku_16x16.txt', puzzles: 1 },
  { id: 'top1465', name: m.lab_set_top1465, file: 'magictour_top1465.txt', puzzles: 1465 },
  { id: 'clue17', name: m.lab_set_clue17, file: 'sudoku17_sample1000.txt', puzzles: 1000 },
  { id: 'forum1106', name: m.lab_set_forum1106, file: 'forum_hardest_1106.txt', puzzles: 375 },
];

export function dataSetById(id: string): DataSet | undefined {
  return DATA_SETS.find((d) => d.id === id);
}

/** A data set that could not be fetched: `status` null when no answer came (offline, never stored). */
export class DataSetUnavailable extends Error {
  constructor(
    readonly set: DataSet,
    readonly status: number | null,
  ) {
    super(`${set.file}: ${status ?? 'no answer'}`);
  }
}

/** Why the set could not be fetched, in the page's language. */
export function unavailableText(e: DataSetUnavailable): string {
  return e.status === null
    ? m.lab_set_offline({ name: e.set.name() })
    : m.lab_fetch_failed({ file: e.set.file, status: e.status });
}

/** The set's text, from the app's own folder (relative, so the app works under any base path). */
export async function fetchDataSet(set: DataSet, fetcher: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetcher(`puzzles/${set.file}`);
  } catch {
    throw new DataSetUnavailable(set, null);
  }
  if (!response.ok) throw new DataSetUnavailable(set, response.status);
  return response.text();
}
