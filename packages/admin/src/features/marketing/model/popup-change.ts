import type { PromoPopupFields } from '@tessera/contract';

/** One saved pop-up change as a command with its inverse (lib/saved-history.ts). */
export interface PopupCommand {
  label: string;
  before: PromoPopupFields;
  after: PromoPopupFields;
}

/** The owner's choices only, in a fixed key order (the server's answer carries more). */
export function popupFieldsOf(settings: PromoPopupFields): PromoPopupFields {
  const { enabled, heading, body, buttonLabel, action, mailingListId, linkUrl, successText } = settings;
  const { captchaEnabled, imageFileId, trigger, triggerValue, placement, pagePaths } = settings;
  const { reshowDays, hideAfterSignUp, showOnMobile } = settings;
  return {
    enabled,
    heading,
    body,
    buttonLabel,
    action,
    mailingListId,
    linkUrl,
    successText,
    captchaEnabled,
    imageFileId,
    trigger,
    triggerValue,
    placement,
    pagePaths,
    reshowDays,
    hideAfterSignUp,
    showOnMobile,
  };
}

/** The command that saves `after` over `before`; undefined when nothing would change. */
export function popupCommand(before: PromoPopupFields, after: PromoPopupFields): PopupCommand | undefined {
  const from = popupFieldsOf(before);
  const to = popupFieldsOf(after);
  if (JSON.stringify(from) === JSON.stringify(to)) return undefined;
  const label =
    from.enabled !== to.enabled
      ? to.enabled
        ? 'Turned the pop-up on'
        : 'Turned the pop-up off'
      : 'Changed the pop-up';
  return { label, before: from, after: to };
}
