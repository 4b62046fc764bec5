import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { pageClock } from '../../runtime/clock.js';
import { useFocusTrap } from '../../runtime/use-focus-trap.js';
import { FormView } from './form-view.js';
import { rememberPopup } from './promo-popup-memory.js';
import { watchPopupOpening } from './promo-popup-opening.js';
import type { PromoPopupProps } from './promo-popup-props.js';

export type { PromoPopupContent, PromoPopupProps } from './promo-popup-props.js';

/**
 * The promotional pop-up (page type 104): server-rendered hidden, so it shows nothing without
 * JavaScript and shifts nothing when it opens (it is fixed over the page). Once due it opens as
 * a modal dialog: focus is trapped, Escape and the close button close it, and the close is
 * remembered (date-closed, version); a sign-up is remembered too (submitted). Nothing here
 * throws at the visitor: storage that is off just means the pop-up may come back.
 */
export function PromoPopup({ popup, form, preview = false }: PromoPopupProps) {
  const [open, setOpen] = useState(preview);
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const bodyId = useId();

  useEffect(() => (preview ? undefined : watchPopupOpening(popup, () => setOpen(true))), [popup, preview]);

  const close = useCallback(() => {
    setOpen(false);
    if (!preview) rememberPopup('closed', popup.version, pageClock.now());
  }, [popup.version, preview]);
  const submitted = useCallback(() => {
    if (!preview) rememberPopup('submitted', popup.version, pageClock.now());
  }, [popup.version, preview]);

  useFocusTrap(dialogRef, open && !preview, { onClose: close });

  return (
    <div className="ts-promo-popup" hidden={!open}>
      <div
        ref={dialogRef}
        className="ts-promo-popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={popup.body ? bodyId : undefined}
        tabIndex={-1}
      >
        <button type="button" className="ts-promo-popup__close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        {popup.image ? (
          <img className="ts-promo-popup__image" src={popup.image.assetUrl} alt={popup.image.altText} />
        ) : null}
        <h2 className="ts-promo-popup__heading" id={headingId}>
          {popup.heading}
        </h2>
        {popup.body ? (
          <p className="ts-promo-popup__body" id={bodyId}>
            {popup.body}
          </p>
        ) : null}
        {/* The form mounts when the pop-up opens: the census counts it as shown only then. */}
        {popup.action === 'newsletter' && form ? (
          open ? (
            <FormView {...form} isNewsletter onSubmitted={submitted} />
          ) : null
        ) : popup.action === 'link' && popup.linkUrl ? (
          <a className="ts-promo-popup__link button" href={popup.linkUrl} onClick={close}>
            {popup.buttonLabel}
          </a>
        ) : null}
      </div>
    </div>
  );
}
