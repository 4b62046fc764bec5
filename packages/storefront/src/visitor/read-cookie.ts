/**
 * One cookie's value, decoded. The visitor script's own small copy of runtime/cookies.ts's reader,
 * so it shares no chunk with the islands' loader (one request, not two).
 */
export function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1] as string);
  } catch {
    return match[1];
  }
}
