/** The quick-view island as the browser loads it: the component with its stylesheet (Node skips the CSS). */
import './quick-view.css';

export { QuickView } from './quick-view.js';
