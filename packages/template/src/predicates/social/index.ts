import type { PredicateTable } from '../../plugins.js';
import { comments, disqus } from './comments.js';
import { currentType } from './current-type.js';

/** Social and slide predicates by template name (reference §10.4). */
export const socialPredicates: PredicateTable = {
  'comments?': comments,
  'disqus?': disqus,
  'current-type?': currentType,
};
