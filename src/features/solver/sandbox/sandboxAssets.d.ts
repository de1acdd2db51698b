/** Written by scripts/vite/sandboxAssets.ts. */
declare module 'virtual:stepdoku-sandbox' {
  /** One classic script, fetched as text and started from a blob in the frame. */
  export const workerUrl: string;
  export const pyodideUrls: { asm: string; wasm: string; stdlib: string; lock: string; snapshot: string };
  /** The four files' bytes together, for the loading progress. */
  export const pyodideBytes: number;
}
