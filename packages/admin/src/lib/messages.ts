/**
 * The editor texts of the platform spec (§2 dialog labels, §4 statuses and prompts, §5 editor
 * messages, §8 editor strings), word for word. Screens take their wording from here so a spec
 * text is written once.
 */
export const MESSAGES = Object.freeze({
  unableToLoadResults: 'Unable to load results',
  unableToLoad: 'Unable to load. Try again.',
  somethingWentWrong: 'Something went wrong',
  networkError: 'Network error',
  retry: 'Retry',
  tryAgain: 'Try again',
  unableToLoadCollections: 'Unable to load collections',
  unableToConnect: 'Unable to connect. Please try again',
  save: 'Save',
  discard: 'Discard',
  reviewChanges: 'Review Changes',
  linkEditor: 'Link Editor',
  pleaseEnterValidEmail: 'Please enter a valid email',
  pleaseEnterFileName: 'Please enter a file name',
  unableToLoadFonts: 'Unable to load fonts',
  fontsInStyleGuide: 'Fonts in Style Guide',
  existingFiles: 'Existing Files',
  uploadFile: 'Upload File',
  fileDetail: 'File Detail',
  unableToRenameFile: 'Unable to Rename File',
  problemRenamingFile: 'There was a problem while renaming your file.',
  unableToUploadFile: 'Unable to Upload File',
  problemUploadingFile: 'There was a problem while uploading your file.',
  fileUploadFailed: 'File upload failed to complete',
  errorUploading: 'Error uploading',
});

/** Spec messages with placeholders, filled in by name: `fill(TEMPLATES.invalidPageUrl, { val })`. */
export const TEMPLATES = Object.freeze({
  emailFormat: 'Emails must be formatted as {email}',
  linkFormat: 'Links must be formatted as {host} or {host}',
  invalidPageUrl: '{val} is not a valid page URL',
  notExpectedOption: '{val} is not one of the expected options',
  tagExists: 'This {tagType} already exists',
  oneTagAtATime: 'You may only edit one {tagType} at a time',
  fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  unableToLoadPreview: 'Unable to load preview for {fontName}',
  fileUnsupported: 'The file {fileName} does not appear to be a supported file of the expected type.',
});

/**
 * Replaces each `{name}` with its value. A name that appears twice takes its values in turn when
 * given a list ('Links must be formatted as {host} or {host}').
 */
export function fill(template: string, values: Record<string, string | readonly string[]>): string {
  const used = new Map<string, number>();
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (typeof value === 'string') return value;
    const index = used.get(name) ?? 0;
    used.set(name, index + 1);
    return value[Math.min(index, value.length - 1)] ?? whole;
  });
}
