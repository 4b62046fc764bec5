import type { CaptchaWidgetConfig, Form } from '@tessera/core';

/** An owner's form as its island shows it: core's `Form` plus the button label. */
export interface BlockForm extends Form {
  readonly submitLabel: string;
}

/** Where the form is, sent with every submission (storefront spec §3, form submission payload). */
export interface FormPage {
  readonly pageTitle: string;
  readonly pageId: string | null;
  /** 'i' an item page, 'c' a collection page. */
  readonly contentSource: 'i' | 'c' | null;
  readonly pagePath: string;
  readonly pagePermissionTypeValue: number | null;
}

/** The outcome of a plain (no JavaScript) post, shown when the server sends the visitor back. */
export type PlainPostResult =
  | { readonly kind: 'success' }
  | {
      readonly kind: 'failure';
      readonly message: string;
      readonly fieldErrors: Readonly<Record<string, string>>;
      readonly values: Readonly<Record<string, unknown>>;
    };

export interface FormBlockProps {
  readonly form: BlockForm;
  readonly page: FormPage;
  /** Present when the form has its captcha on. */
  readonly captcha?: CaptchaWidgetConfig;
  /** The plain post's address, so the form works before and without JavaScript. */
  readonly action: string;
  /** Starting values by field id (hidden fields filled from the page's query on the server). */
  readonly values?: Readonly<Record<string, unknown>>;
  readonly result?: PlainPostResult;
}

export interface NewsletterBlockProps extends FormBlockProps {
  readonly title?: string;
  readonly description?: string;
}
