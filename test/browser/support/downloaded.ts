import type { Download } from 'playwright-core';

/**
 * A download's bytes. Pages live in a Chromium reached over a socket (browser.ts), where a download
 * has no local path: its bytes come over the same socket.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
