import { z } from 'zod';

/** POST /api/census/form-render (storefront spec §7): the form shown and the visitor's census cookie. */
export const formRenderBody = z.object({
  formId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  visitorCookie: z.string().max(512).nullish(),
});
export const recordedResponse = z.object({ recorded: z.boolean() });

/** POST /api/census/RecordQuickView/{id} (storefront spec §7): the product whose quick view opened. */
export const quickViewParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
/** The spec shows no payload; a census cookie may come along as for form renders. */
export const quickViewBody = z.object({ visitorCookie: z.string().max(512).nullish() }).nullish();
