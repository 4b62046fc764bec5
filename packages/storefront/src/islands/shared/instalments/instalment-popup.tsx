import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../runtime/use-focus-trap.js';

export interface InstalmentPopupProps {
  readonly brand: string;
  readonly infoUrl: string;
  /** The pill's wording, repeated at the top of the popup. */
  readonly summary: string;
  readonly onClose: () => void;
}

export const INSTALMENT_POPUP_CLOSE_LABEL = 'Close';

/**
 * The information is another party's HTML, so it is shown in a sandboxed frame: no scripts, its
 * own origin, and its links open in a new tab.
 */
export const INFO_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

const loaded = new Map<string, Promise<string>>();

/**
 * The provider's information page, read once per address. A failed read is only logged
 * (storefront spec §7) and tried again at the next opening.
 */
export async function loadInstalmentInfo(url: string): Promise<string | null> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    loaded.set(url, pending);
  }
  try {
    return await pending;
  } catch (error) {
    loaded.delete(url);
    console.error('Could not load the instalment information:', error);
    return null;
  }
}

/**
 * The instalment information popup: a modal dialog that keeps focus inside and closes on
 * Escape, its close button, or a click outside it.
 */
export function InstalmentPopup({ brand, infoUrl, summary, onClose }: InstalmentPopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [html, setHtml] = useState<string | null>(null);
  useFocusTrap(ref, true, { onClose, closeOnOutsideClick: true });
  useEffect(() => {
    let current = true;
    void loadInstalmentInfo(infoUrl).then((content) => {
      if (current) setHtml(content);
    });
    return () => {
      current = false;
    };
  }, [infoUrl]);

  return createPortal(
    <div className="ts-instalment-popup-backdrop">
      <div
        ref={ref}
        className="ts-instalment-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <button
          type="button"
          className="ts-instalment-popup__close"
          aria-label={INSTALMENT_POPUP_CLOSE_LABEL}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 className="ts-instalment-popup__title" id={titleId}>
          {brand}
        </h2>
        <p className="ts-instalment-popup__summary">{summary}</p>
        {html ? (
          <iframe
            className="ts-instalment-popup__content"
            title={`${brand} information`}
            sandbox={INFO_FRAME_SANDBOX}
            srcDoc={`<base target="_blank">${html}`}
          />
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
