import type { Plugins } from '@tessera/template';
import { PLATFORM_PLUGINS } from '../render/index.js';
import { PACKAGE_TAGS } from './platform-tags.js';

/** The platform's formatters plus the `<squarespace:…>` tags: one frozen object, linked once. */
export const PACKAGE_PLUGINS: Plugins = Object.freeze({ ...PLATFORM_PLUGINS, tags: PACKAGE_TAGS });
