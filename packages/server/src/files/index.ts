/** The files area as other areas see it: import it only through this file. */
export { type FileKind } from './file-types.js';
export { filesOwnerRoutes } from './owner-routes.js';
export { fileAssetRoutes } from './routes.js';
export { FileStorage } from './storage.js';
export { prepareUpload, recordUpload, type PreparedUpload } from './upload.js';
export { assetPath } from './file-dto.js';
export { MAX_FILE_NAME_LENGTH, MAX_PATH_PARAM_LENGTH } from './limits.js';
