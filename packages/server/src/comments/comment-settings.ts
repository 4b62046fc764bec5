import { DEFAULT_WEBSITE_SETTINGS, type Website } from '@tessera/db';

/** The website's comment settings, with the defaults for sites saved before they existed. */
export interface CommentSiteSettings {
  enabled: boolean;
  guestsAllowed: boolean;
  requireApproval: boolean;
  /** '' when comments are ours; else Disqus's shortname and Disqus takes over. */
  disqusShortname: string;
}

export function commentSettingsOf(website: Website): CommentSiteSettings {
  const s = { ...DEFAULT_WEBSITE_SETTINGS, ...website.settings };
  return {
    enabled: s.commentsEnabled,
    guestsAllowed: s.commentGuestsAllowed,
    requireApproval: s.commentsRequireApproval,
    disqusShortname: typeof s.disqusShortname === 'string' ? s.disqusShortname.trim() : '',
  };
}
