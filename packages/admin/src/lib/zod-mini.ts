import * as z from 'zod/mini';

// The small zod of the sign-in screen (the first one), set up as lib/zod.ts explains.
z.config({ jitless: true });

export { z };
