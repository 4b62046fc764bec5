import { fileTypeFromFile } from 'file-type';
import { MAX_FILE_NAME_LENGTH } from './limits.js';

export type FileKind = 'image' | 'document';

export interface AcceptedType {
  kind: FileKind;
  contentType: string;
  /** The extension we give the stored file and its public name. */
  ext: string;
  /** Extensions an owner's file name may already carry for this type. */
  aliases: readonly string[];
  /** Whether sharp reads it frame by frame (animated GIF or WebP). */
  animated?: boolean;
}

/** What owners may upload for now: web images, and PDFs and zips for digital products. */
const ACCEPTED: Readonly<Record<string, AcceptedType>> = Object.freeze({
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg', ext: 'jpg', aliases: ['jpg', 'jpeg', 'jpe'] },
  'image/png': { kind: 'image', contentType: 'image/png', ext: 'png', aliases: ['png'] },
  'image/webp': { kind: 'image', contentType: 'image/webp', ext: 'webp', aliases: ['webp'], animated: true },
  'image/gif': { kind: 'image', contentType: 'image/gif', ext: 'gif', aliases: ['gif'], animated: true },
  'image/avif': { kind: 'image', contentType: 'image/avif', ext: 'avif', aliases: ['avif'] },
  'application/pdf': { kind: 'document', contentType: 'application/pdf', ext: 'pdf', aliases: ['pdf'] },
  'application/zip': { kind: 'document', contentType: 'application/zip', ext: 'zip', aliases: ['zip'] },
});

/**
 * The type of an uploaded file from its bytes (never from its name or the client's header), or
 * undefined when it is not one we accept.
 */
export async function sniffFile(path: string): Promise<AcceptedType | undefined> {
  const found = await fileTypeFromFile(path);
  return found ? ACCEPTED[found.mime] : undefined;
}

export function acceptedType(contentType: string): AcceptedType | undefined {
  return ACCEPTED[contentType];
}

const UNSAFE = /[\p{Cc}/\\<>:"|?*]+/gu;
/** Bidirectional controls: a right-to-left override (U+202E) makes 'photo<U+202E>gpj.exe' read as 'photoexe.jpg'. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The owner's name without path parts, control, bidirectional or reserved characters; '' when nothing is left. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(UNSAFE, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.-]+/, '')
    .replace(/^-+$/, '');
}

/**
 * The name a file is stored and served under: the cleaned name (or 'file'), at most
 * `MAX_FILE_NAME_LENGTH` characters, ending in an extension of its real type.
 */
export function safeFileName(name: string | undefined, type: AcceptedType): string {
  const clean = cleanFileName(name) || 'file';
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  const known = type.aliases.includes(ext);
  const stem = known ? clean.slice(0, dot) : clean;
  const suffix = known ? ext : type.ext;
  // A cut through a surrogate pair would leave a lone half that no URL can encode.
  const kept = stem.slice(0, MAX_FILE_NAME_LENGTH - suffix.length - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${kept}.${suffix}`;
}
