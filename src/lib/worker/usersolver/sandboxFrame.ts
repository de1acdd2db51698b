/**
 * The document of the sandboxed frame a learner's solver runs under (docs/your-solver.md, "Safety").
 * The frame is `sandbox="allow-scripts"` with no `allow-same-origin`, so its origin is opaque: no
 * cookies, storage, IndexedDB or caches of the app, no way into the page's DOM. Its policy forbids
 * every connection (its own origin's included) and every script but its own one, the worker it makes
 * from a blob, and code that worker compiles (the solver, WebAssembly for Pyodide). A worker started
 * from a blob inherits the policy. The frame's only job: start that worker from the script text the
 * page sends, hand it the page's MessagePort, and answer the page's pings (its watchdog). It never
 * touches an event.
 *
 * `data:` stays out of script-src on purpose: Pyodide's loader probes `importScripts("data:…")` to
 * refuse classic workers, and the probe failing is what lets it run in ours.
 */
export function sandboxPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' blob: 'unsafe-eval' 'wasm-unsafe-eval'`,
    'worker-src blob:',
    "connect-src 'none'",
    "frame-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The frame's one script: plain JavaScript, as it runs there. */
const FRAME_SCRIPT = `
addEventListener('message', function (ev) {
  if (ev.source === parent && ev.data && ev.data.type === 'sandbox-ping') parent.postMessage({ type: 'sandbox-pong' }, '*');
});
addEventListener('message', function start(ev) {
  var d = ev.data;
  if (ev.source !== parent || !d || d.type !== 'start' || typeof d.code !== 'string' || !(d.port instanceof MessagePort)) return;
  removeEventListener('message', start);
  var url = URL.createObjectURL(new Blob([d.code], { type: 'text/javascript' }));
  var worker = new Worker(url, { name: 'stepdoku-sandbox' });
  worker.onerror = function (e) {
    parent.postMessage({ type: 'sandbox-error', message: String(e.message || 'the sandboxed worker failed') }, '*');
  };
  worker.postMessage({ port: d.port }, [d.port]);
});
parent.postMessage({ type: 'sandbox-ready' }, '*');
`;

/** The frame's srcdoc. `nonce` must be fresh for each frame. */
export function sandboxDocument(nonce: string): string {
  const policy = sandboxPolicy(nonce);
  return `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${policy}"></head><body><script nonce="${nonce}">${FRAME_SCRIPT}</script></body></html>`;
}
