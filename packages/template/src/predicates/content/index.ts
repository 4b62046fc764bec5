import type { PredicateTable } from '../../plugins.js';
import { backgroundSourcePredicates } from './background-source.js';
import {
  calendarView,
  clickable,
  collection,
  collectionPage,
  collectionTemplatePage,
  collectionTypeNameEquals,
  folder,
  index,
  redirect,
} from './collection.js';
import { galleryPredicates } from './gallery.js';
import {
  childImages,
  excerpt,
  externalLink,
  hasMultiple,
  location,
  mainImage,
  passthrough,
  serviceNameEmail,
  showPastEvents,
} from './item.js';
import { recordTypePredicates } from './record-type.js';
import { sameDay } from './same-day.js';

/** Content predicates by template name (reference §10.2). */
export const contentPredicates: PredicateTable = {
  'calendar-view?': calendarView,
  'child-images?': childImages,
  'clickable?': clickable,
  'collection?': collection,
  'collection-page?': collectionPage,
  'collection-template-page?': collectionTemplatePage,
  'collectionTypeNameEquals?': collectionTypeNameEquals,
  'excerpt?': excerpt,
  'external-link?': externalLink,
  'folder?': folder,
  'has-multiple?': hasMultiple,
  'index?': index,
  'location?': location,
  'main-image?': mainImage,
  'passthrough?': passthrough,
  'redirect?': redirect,
  'same-day?': sameDay,
  'serviceNameEmail?': serviceNameEmail,
  'show-past-events?': showPastEvents,
  ...galleryPredicates,
  ...recordTypePredicates,
  ...backgroundSourcePredicates,
};
