import type { FormField } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { FlagWithDefault, Json, JsonWithDefault, WithDefault } from './columns.js';

/** Where a form is used: a form block, a newsletter block, or a product's additional fields. */
export const FORM_KINDS = ['form', 'newsletter', 'product'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Where a submission was made (storefront spec §3): 'i' an item page, 'c' a collection page. */
export const CONTENT_SOURCES = ['i', 'c'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

export interface FormsTable {
  id: string;
  website_id: string;
  kind: WithDefault<FormKind>;
  name: string;
  fields: JsonWithDefault<FormField[]>;
  submit_label: string;
  /** parsedSubmissionMessage: plain text shown after a successful submission. */
  submission_message: WithDefault<string>;
  /** submissionHTML: the owner's HTML run after a successful submission. */
  submission_html: WithDefault<string>;
  /** successRedirect: a same-site path or an http(s) URL the owner chose. */
  success_redirect: string | null;
  /** parsedDisclaimerMessage: plain text under the form. */
  disclaimer_message: WithDefault<string>;
  captcha_enabled: FlagWithDefault;
  captcha_theme: WithDefault<'light' | 'dark'>;
  captcha_alignment: WithDefault<'left' | 'center' | 'right'>;
  /** Where owner notifications go; empty means the contributors who may read submissions. */
  notify_emails: JsonWithDefault<string[]>;
  /** Newsletter forms: the mailing list sign-ups land in. */
  mailing_list_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface FormSubmissionsTable {
  id: string;
  website_id: string;
  form_id: string;
  /** The validated answers keyed by field id (core's normalised shapes). */
  answers: Json<Record<string, unknown>>;
  page_title: WithDefault<string>;
  page_id: string | null;
  content_source: ContentSource | null;
  page_path: WithDefault<string>;
  page_permission_type_value: number | null;
  created_at: number;
}

/** Single-use submission keys; only a SHA-256 of the key is stored. */
export interface FormSubmissionKeysTable {
  key_hash: string;
  website_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** The outcome of a submission made without JavaScript, read once by the page it redirects to. */
export interface FormFlashesTable {
  id: string;
  website_id: string;
  form_id: string;
  /** SHA-256 of the visitor's crumb cookie, so only the submitting browser can read it. */
  visitor_hash: string;
  payload: Json<unknown>;
  created_at: number;
  expires_at: number;
}

/** The secret a website's self-hosted captcha challenges are signed with. */
export interface CaptchaSecretsTable {
  website_id: string;
  secret: string;
  created_at: number;
}

/** Solved captcha challenges, so each solution is accepted once. */
export interface CaptchaUsesTable {
  website_id: string;
  challenge_id: string;
  expires_at: number;
}

export interface MailingListsTable {
  id: string;
  website_id: string;
  name: string;
  created_at: number;
  updated_at: number;
  /** When the list was moved to the trash (migration 1197); null while it is in use. */
  deleted_at: WithDefault<number | null>;
  /** The forms that fed the list when it was trashed: restoring links them again. */
  trashed_form_ids: JsonWithDefault<string[]>;
}

export interface MailingListSubscribersTable {
  id: string;
  website_id: string;
  list_id: string;
  /** Lower-cased; unique per list (double-entry protection). */
  email: string;
  name: WithDefault<string>;
  /** Other answers of the sign-up form, keyed by field title. */
  fields: JsonWithDefault<Record<string, string>>;
  source_form_id: string | null;
  created_at: number;
  /** When the subscriber left through the e-mailed unsubscribe link; null while subscribed. */
  unsubscribed_at: WithDefault<number | null>;
}

export const CENSUS_EVENTS = ['form-render'] as const;
export type CensusEvent = (typeof CENSUS_EVENTS)[number];

export interface CensusEventsTable {
  id: string;
  website_id: string;
  event: CensusEvent;
  form_id: string | null;
  visitor_cookie: string | null;
  created_at: number;
}

/** A visitor opened a store product's quick view. */
export interface CensusQuickViewsTable {
  id: string;
  website_id: string;
  product_id: string;
  visitor_cookie: string | null;
  created_at: number;
}

export type FormRow = Selectable<FormsTable>;
export type FormSubmissionRow = Selectable<FormSubmissionsTable>;
export type MailingListRow = Selectable<MailingListsTable>;
export type MailingListSubscriberRow = Selectable<MailingListSubscribersTable>;
export type CensusEventRow = Selectable<CensusEventsTable>;
