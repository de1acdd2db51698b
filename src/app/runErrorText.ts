import type { RunError } from '../run/clients/runSource.ts';
import { formatCount } from './format.ts';
import { later, m } from './i18n/messages.ts';
import { withDetails } from './withDetails.ts';

/** Why a run failed, in the page's language; a worker's own message only as the details after it; a learner's run's own errors come with its part. */
export function runErrorText(e: RunError): string {
  if (e.kind === 'stopped') return m.run_error_stopped();
  if (e.kind === 'cap') return later.run_error_cap({ events: formatCount(e.events) });
  if (e.kind === 'python-download') return later.run_error_python_download({ mb: Math.round(e.bytes / 1e6) });
  if (e.kind === 'python-start') return withDetails(later.run_error_python_start(), e.message);
  return withDetails(m.run_error_worker(), e.message);
}
