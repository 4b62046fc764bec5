import type { FormatterTable } from '../../plugins.js';
import { activateTwitterLinks } from './activate-twitter-links.js';
import { commentCount } from './comment-count.js';
import { commentLink, comments } from './comments.js';
import { googleCalendarUrl } from './google-calendar-url.js';
import { likeButton } from './like-button.js';
import { socialButton, socialButtonInline } from './social-button.js';
import { twitterFollowButton } from './twitter-follow-button.js';

/** Social formatters by template name (reference §8.4). */
export const socialFormatters: FormatterTable = {
  'activate-twitter-links': activateTwitterLinks,
  'comment-count': commentCount,
  'comment-link': commentLink,
  comments,
  'google-calendar-url': googleCalendarUrl,
  'like-button': likeButton,
  'social-button': socialButton,
  'social-button-inline': socialButtonInline,
  'twitter-follow-button': twitterFollowButton,
};
