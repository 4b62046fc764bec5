import type { PromoPopupFields } from '@tessera/contract';
import { renderIsland } from '@tessera/storefront/ssr';
import type { ServiceContext } from '../context.js';
import { popupContent, popupImage } from './public-popup.js';

/**
 * A draft pop-up as the visitor's island server-renders it, open (the studio's live preview).
 * The form is a stand-in of the one a save keeps (one email field), never submitted.
 */
export async function previewHtml(ctx: ServiceContext, input: PromoPopupFields): Promise<string> {
  const popup = popupContent(input, 0, await popupImage(ctx, input.imageFileId));
  const form =
    input.action === 'newsletter'
      ? {
          form: {
            id: 'promo-popup-preview',
            name: 'Promotional pop-up',
            fields: [{ id: 'email', type: 'email' as const, title: 'Email address', required: true }],
            submitLabel: input.buttonLabel,
            parsedSubmissionMessage: input.successText,
            submissionHTML: '',
            parsedDisclaimerMessage: '',
            captchaEnabled: false,
            captchaTheme: 'light' as const,
            captchaAlignment: 'left' as const,
          },
          page: {
            pageTitle: '',
            pageId: null,
            contentSource: null,
            pagePath: '/',
            pagePermissionTypeValue: null,
          },
          action: '#',
        }
      : undefined;
  return renderIsland('promo-popup', { popup, ...(form && { form }), preview: true }, { idPrefix: 'pp-' });
}
