/**
 * The replay provider's loader (FullStory, the one provider so far): called only once the gating
 * rule allows, so no third-party script loads unless the owner set a provider up.
 */
export function loadReplayProvider(orgId: string): void {
  const w = window as unknown as Record<string, unknown>;
  w['_fs_org'] = orgId;
  w['_fs_namespace'] = 'FS';
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = 'https://edge.fullstory.com/s/fs.js';
  document.head.append(script);
}
