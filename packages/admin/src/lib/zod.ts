import { z } from 'zod';

// The studio's Content Security Policy forbids eval, so zod's compiled validators could never
// run here; without `jitless` zod still probes with `new Function`, and the browser reports that
// probe as a policy violation on every screen with a form. Every studio file takes zod from here.
z.config({ jitless: true });

export { z };
