/**
 * A returning visitor's `crumb` cookie: the one the server signs and sets on every page (here the
 * studio shell, which every website serves). Crumbs are signed per website, so a benchmark cannot
 * make one up (an unsigned one would be replaced on every page, making each answer private).
 */
export async function signedCrumbCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/config`, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  const crumb = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('crumb='));
  if (!crumb) throw new Error('the studio shell set no crumb cookie');
  return crumb;
}
