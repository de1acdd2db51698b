/**
 * Installed into the page before the app loads: every main-thread task of 50 ms or more, as Chromium
 * reports it to a PerformanceObserver ('longtask'), with its start, so a measure can take the ones
 * inside its own window.
 */
export const PAGE_PROBES = `
  // tsx (esbuild with keepNames) wraps named functions in __name(): functions sent to page.evaluate need it.
  window.__name = (f) => f;
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    window.__longTasks = null;
  }
`;

export interface LongTask {
  start: number;
  duration: number;
}
