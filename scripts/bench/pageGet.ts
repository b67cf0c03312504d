// A page asked for as a browser asks: by its host name, accepting gzip and brotli. Node's fetch drops a
// Host header (a forbidden name in fetch), so node:http asks.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_SCREEN_DATA_ID } from '../../src/app/firstScreenData.ts';

export const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, br' } as const;

export interface PageGot {
  status: number;
  encoding?: string;
  /** The document, decoded. */
  html: string;
}

export function getPage(port: number, path: string, host: string): Promise<PageGot> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { ...BROWSER_HEADERS, Host: host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve({ status: res.statusCode ?? 0, encoding, html: decoded.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a document is a page the server rendered: only those carry the first screen's data. */
export const isRendered = (html: string) => html.includes(`id="${FIRST_SCREEN_DATA_ID}"`);
