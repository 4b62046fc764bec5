import { MISSING } from '../../plugins.js';
import { valueFormatter } from './value-formatter.js';

/** `datetimefield`: retired; always missing (R-Java, Appendix B #23). */
export const datetimefield = valueFormatter(() => MISSING);

/** `unit`: retired (it once formatted measurement units); always missing (Appendix B #23). */
export const unit = valueFormatter(() => MISSING);
