// Calls of the installed web app that are not /wps calls.

export const ASSET_MANIFEST_URL = '/m/asset-manifest.json';

/**
 * The build's asset manifest as text, asked with a time query and past every cache, so a new build is
 * seen as soon as it is served.
 */
export async function fetchAssetManifest(now = Date.now()): Promise<string> {
  const answer = await fetch(`${ASSET_MANIFEST_URL}?t=${now}`, { cache: 'no-store', credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`asset manifest: HTTP ${answer.status}`);
  return answer.text();
}
