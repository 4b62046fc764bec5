import { commandHistory, type CommandHistory } from '../../../lib/command-history.js';
import type { CoverPageBody, CoverPageLayout, SplashPage } from '../api/cover-page.js';

/** The API's limit on a slide's buttons (COVER_PAGE_LIMITS.buttons). */
export const BUTTON_SLOTS = 3;

export interface CoverButton {
  label: string;
  url: string;
}

/** What the cover-page editor edits: the slide's fields as the form shows them. */
export interface CoverDocument {
  title: string;
  description: string;
  backgroundImageFileId: string | null;
  /** Where the studio shows the chosen image; not saved (the server finds it from the file). */
  backgroundImageUrl: string | null;
  backgroundAltText: string;
  /** Always `BUTTON_SLOTS` slots; an empty slot is no button. */
  buttons: readonly CoverButton[];
  layout: CoverPageLayout;
}

/** One change: the fields it sets, what they were, and a label for 'Review Changes'. */
export interface CoverCommand {
  readonly label: string;
  readonly before: Readonly<Partial<CoverDocument>>;
  readonly after: Readonly<Partial<CoverDocument>>;
}

export const LAYOUT_OPTIONS: readonly { value: CoverPageLayout; label: string }[] = [
  { value: 'center', label: 'Centred' },
  { value: 'left', label: 'Left' },
  { value: 'bottom', label: 'Bottom' },
];

const EMPTY_BUTTON: CoverButton = { label: '', url: '' };

export function documentOf({ coverPage }: SplashPage): CoverDocument {
  const buttons = Array.from({ length: BUTTON_SLOTS }, (_, i) => coverPage.buttons[i] ?? EMPTY_BUTTON);
  return {
    title: coverPage.title,
    description: coverPage.description,
    backgroundImageFileId: coverPage.backgroundImageFileId,
    backgroundImageUrl: coverPage.backgroundImageUrl,
    backgroundAltText: coverPage.backgroundAltText,
    buttons: buttons.map((b) => ({ label: b.label, url: b.url })),
    layout: coverPage.layout,
  };
}

const isEmpty = (b: CoverButton) => b.label.trim() === '' && b.url.trim() === '';

/**
 * The PUT body at `version`, and for each button sent the slot it came from (empty slots are left
 * out, so the server's `buttons.1.url` may be the third slot).
 */
export function bodyOf(doc: CoverDocument, version: number): { body: CoverPageBody; slots: number[] } {
  const slots = doc.buttons.flatMap((b, i) => (isEmpty(b) ? [] : [i]));
  return {
    body: {
      version,
      title: doc.title,
      description: doc.description,
      backgroundImageFileId: doc.backgroundImageFileId,
      backgroundAltText: doc.backgroundImageFileId ? doc.backgroundAltText : '',
      buttons: slots.map((i) => ({ label: doc.buttons[i]?.label ?? '', url: doc.buttons[i]?.url ?? '' })),
      layout: doc.layout,
    },
    slots,
  };
}

/** The server's field messages keyed by the form's fields (`buttons.1.url` → the slot's field). */
export function formErrors(fields: Readonly<Record<string, string>>, slots: readonly number[]) {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const button = /^buttons\.(\d+)\.(label|url)$/.exec(path);
    const slot = button ? slots[Number(button[1])] : undefined;
    errors[button && slot !== undefined ? `buttons.${slot}.${button[2]}` : path] = message;
  }
  return errors;
}

/** The command that sets one field. */
export function setField<K extends keyof CoverDocument>(
  doc: CoverDocument,
  field: K,
  value: CoverDocument[K],
  label: string,
): CoverCommand {
  return { label, before: { [field]: doc[field] }, after: { [field]: value } };
}

/** The command that sets one button's label or link, keeping the other slots. */
export function setButton(
  doc: CoverDocument,
  slot: number,
  part: keyof CoverButton,
  value: string,
  label: string,
): CoverCommand {
  const buttons = doc.buttons.map((b, i) => (i === slot ? { ...b, [part]: value } : b));
  return setField(doc, 'buttons', buttons, label);
}

/** Choosing a new background sets the image and its address (and alt text) in one undoable step. */
export function setBackground(
  doc: CoverDocument,
  image: { fileId: string; assetUrl: string | null; altText: string } | null,
): CoverCommand {
  const after: Partial<CoverDocument> = image
    ? {
        backgroundImageFileId: image.fileId,
        backgroundImageUrl: image.assetUrl,
        backgroundAltText: image.altText,
      }
    : { backgroundImageFileId: null, backgroundImageUrl: null, backgroundAltText: '' };
  const before: Partial<CoverDocument> = {
    backgroundImageFileId: doc.backgroundImageFileId,
    backgroundImageUrl: doc.backgroundImageUrl,
    backgroundAltText: doc.backgroundAltText,
  };
  return { label: 'Background image', before, after };
}

export const coverHistory = commandHistory<CoverDocument, CoverCommand>({
  apply: (doc, command) => ({ ...doc, ...command.after }),
  invert: (command) => ({ ...command, before: command.after, after: command.before }),
  // Typing into one field is one change: Undo takes back the whole edit, not one letter.
  merge: (previous, next) =>
    previous.label === next.label ? { ...next, before: previous.before } : undefined,
});

export type CoverHistory = CommandHistory<CoverDocument, CoverCommand>;
