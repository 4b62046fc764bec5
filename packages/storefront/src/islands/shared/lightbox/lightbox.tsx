import {
  LIGHTBOX_ANIMATION_SECONDS,
  LIGHTBOX_RESIZE_DEBOUNCE_MS,
  LIGHTBOX_TOP_MARGIN_PX,
} from '@tessera/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../runtime/use-focus-trap.js';

/** The class `<html>` carries while a lightbox is open (themes stop page scrolling with it). */
export const LIGHTBOX_OPEN_CLASS = 'ts-lightbox-open';
export const LIGHTBOX_CLOSE_LABEL = 'Close';

export interface LightboxProps {
  readonly title: string;
  /** Called once the closing animation has run. */
  readonly onClose: () => void;
  /** The content; a function receives `close`, which closes with the animation. */
  readonly children: ReactNode | ((close: () => void) => ReactNode);
}

/** Whether the content is taller than the window, measured again after resizing stops for 100 ms. */
function useTallerThanWindow(content: RefObject<HTMLElement | null>): boolean {
  const [tall, setTall] = useState(false);
  useEffect(() => {
    const measure = () => setTall((content.current?.scrollHeight ?? 0) > window.innerHeight);
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, LIGHTBOX_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [content]);
  return tall;
}

/**
 * A modal lightbox: fades in and out over 0.3 s, marks `<html>` while open, keeps focus inside
 * (returning it to the opener), closes on Escape or its close button, and sits 50 px from the
 * top when its content is taller than the window (centred otherwise).
 */
export function Lightbox({ title, onClose, children }: LightboxProps) {
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const tall = useTallerThanWindow(content);

  const close = useCallback(() => setClosing(true), []);
  useFocusTrap(content, !closing, { onClose: close });

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(LIGHTBOX_OPEN_CLASS);
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => {
      cancelAnimationFrame(frame);
      root.classList.remove(LIGHTBOX_OPEN_CLASS);
    };
  }, []);

  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(onClose, LIGHTBOX_ANIMATION_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [closing, onClose]);

  const style = { '--ts-lightbox-duration': `${LIGHTBOX_ANIMATION_SECONDS}s` } as CSSProperties;
  return createPortal(
    <div className={`ts-lightbox${open && !closing ? ' ts-lightbox--open' : ''}`} style={style}>
      <div className="ts-lightbox__overlay" aria-hidden="true" />
      <div
        ref={content}
        className={`ts-lightbox__content${tall ? ' ts-lightbox__content--tall' : ''}`}
        style={tall ? { marginTop: LIGHTBOX_TOP_MARGIN_PX } : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <button
          type="button"
          className="ts-lightbox__close"
          aria-label={LIGHTBOX_CLOSE_LABEL}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 className="ts-lightbox__title" id={titleId}>
          {title}
        </h2>
        {typeof children === 'function' ? children(close) : children}
      </div>
    </div>,
    document.body,
  );
}
