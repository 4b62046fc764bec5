import { createForm } from '@tessera/core';
import type { FormField } from '@tessera/core';
import type { BlockForm, FormBlockProps, FormPage, NewsletterBlockProps } from '../form-block-props.js';
import type { PromoPopupProps } from '../promo-popup-props.js';

/** Test-only: the demo's contact form shape, one field of each kind that has a rule. */
export const CONTACT_FIELDS: readonly FormField[] = [
  { id: 'name', title: 'Name', type: 'name', required: true },
  { id: 'email', title: 'Email "address"', type: 'email', required: true },
  { id: 'topic', title: 'Topic', type: 'select', options: ['Order', 'Other <b>'] },
  { id: 'message', title: 'Message', type: 'textarea', required: true, maxLength: 20 },
  { id: 'about', title: 'About you', type: 'section', underline: true },
  { id: 'phone', title: 'Phone', type: 'phone' },
  { id: 'extras', title: 'Extras', type: 'checkbox', options: ['Gift wrap', 'Card'] },
  { id: 'survey', title: 'Survey', type: 'likert', options: ['Fast'] },
  { id: 'source', title: 'Source', type: 'hidden', key: 'utm_source', value: 'direct' },
];

export function contactForm(overrides: Partial<BlockForm> = {}): BlockForm {
  return {
    ...createForm('contact-1', {
      name: 'Contact',
      fields: CONTACT_FIELDS,
      parsedSubmissionMessage: 'Thanks & <welcome>!',
    }),
    submitLabel: 'Send',
    ...overrides,
  };
}

export const PAGE: FormPage = {
  pageTitle: 'Contact',
  pageId: 'page-1',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: null,
};

export function formBlockProps(overrides: Partial<FormBlockProps> = {}): FormBlockProps {
  return {
    form: contactForm(),
    page: PAGE,
    action: '/api/form/submit/contact-1',
    values: { source: 'direct' },
    ...overrides,
  };
}

export function newsletterProps(overrides: Partial<NewsletterBlockProps> = {}): NewsletterBlockProps {
  return {
    form: {
      ...createForm('news-1', {
        name: 'Newsletter',
        fields: [{ id: 'email', title: 'Email', type: 'email', required: true }],
        parsedSubmissionMessage: 'Welcome aboard.',
      }),
      submitLabel: 'Sign Up',
    },
    page: PAGE,
    action: '/api/form/submit/news-1',
    title: 'Stay in touch',
    description: 'News & offers, monthly.',
    ...overrides,
  };
}

/** Test-only: a newsletter pop-up shown after 5 seconds, with text that needs escaping. */
export function promoPopupProps(overrides: Partial<PromoPopupProps> = {}): PromoPopupProps {
  return {
    popup: {
      version: 2,
      heading: 'Join us & <save>',
      body: 'Ten percent off your first order.',
      buttonLabel: 'Sign Up',
      action: 'newsletter',
      linkUrl: '',
      successText: 'Thank you!',
      image: null,
      trigger: 'delay',
      triggerValue: 5,
      reshowDays: 7,
      hideAfterSignUp: true,
      showOnMobile: true,
    },
    form: newsletterProps({ title: undefined, description: undefined }),
    ...overrides,
  };
}
