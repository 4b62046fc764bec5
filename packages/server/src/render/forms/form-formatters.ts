import {
  CAPTCHA_ACTIONS,
  hiddenFieldValues,
  type CaptchaAction,
  type CaptchaWidgetConfig,
} from '@tessera/core';
import {
  renderIsland,
  type FormBlockProps,
  type FormPage,
  type PromoPopupContent,
} from '@tessera/storefront/ssr';
import { isObject, type FormatterTable, type PluginContext, type Variable } from '@tessera/template';
import { currentRenderScope } from '../render-scope.js';
import { altchaChallengePath } from '../../forms/index.js';
import type { PublicForm } from './form-block-loader.js';
import type { FormsPageContext } from './form-page-context.js';

/** The plain post's address of a form (forms/plain-routes.ts). */
export function plainPostPath(formId: string): string {
  return `/api/form/submit/${encodeURIComponent(formId)}`;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== undefined && value !== null && isObject(value as never)
    ? (value as Record<string, unknown>)
    : undefined;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The page the form is on, for the submission's page fields: the item's page, else the collection's. */
function pageOf(ctx: PluginContext): FormPage {
  const item = record(ctx.resolve('item'));
  const collection = record(ctx.resolve('collection'));
  const source = item ?? collection;
  return {
    pageTitle: textOf(source?.['title']),
    pageId: textOf(source?.['id']) || null,
    contentSource: item ? 'i' : collection ? 'c' : null,
    pagePath: textOf(source?.['fullUrl']) || '/',
    pagePermissionTypeValue: null,
  };
}

function captchaOf(
  form: PublicForm,
  forms: FormsPageContext | undefined,
  action: CaptchaAction = form.kind === 'newsletter'
    ? CAPTCHA_ACTIONS.newsletterBlock
    : CAPTCHA_ACTIONS.formBlock,
): CaptchaWidgetConfig | undefined {
  if (!form.captchaEnabled) return undefined;
  if (forms?.captcha.provider === 'recaptcha-enterprise') {
    return { provider: 'recaptcha-enterprise', siteKey: forms.captcha.siteKey, action };
  }
  return { provider: 'altcha', challengeUrl: altchaChallengePath(form.id) };
}

/**
 * The island props of a block's form: its captcha, the page fields, hidden fields from the page's
 * query, and — on the page a plain post came back to — that visitor's outcome and values.
 */
export function formIslandProps(
  form: PublicForm,
  ctx: PluginContext,
  captchaAction?: CaptchaAction,
): FormBlockProps {
  const forms = ctx.resolve('forms') as unknown as FormsPageContext | undefined;
  const result = forms?.result?.formId === form.id ? forms.result.flash : undefined;
  const captcha = captchaOf(form, forms, captchaAction);
  return {
    form,
    page: pageOf(ctx),
    action: plainPostPath(form.id),
    values: {
      ...hiddenFieldValues(form.fields, new URLSearchParams(forms?.query ?? {})),
      ...(result?.kind === 'failure' ? result.values : {}),
    },
    ...(captcha && { captcha }),
    ...(result && { result }),
  };
}

function blockOf(
  vars: Variable[],
): { id: string; form: PublicForm; data: Record<string, unknown> } | undefined {
  const block = record(vars[0]?.value);
  const form = record(block?.['form']) as PublicForm | undefined;
  return block && form ? { id: textOf(block['id']), form, data: block } : undefined;
}

/**
 * `{@|form-block}` and `{@|newsletter-block}` on a form or newsletter block: the storefront's
 * island, server-rendered (a plain `<form method="post">` that works before JavaScript). Not
 * cached like other islands: the props may carry one visitor's returned answers.
 */
export const formFormatters: FormatterTable = Object.freeze({
  'form-block': {
    apply(_args, vars, ctx) {
      const block = blockOf(vars);
      if (!vars[0]) return;
      if (!block) return void (vars[0].value = '');
      currentRenderScope()?.islands.add('form-block');
      vars[0].value = renderIsland('form-block', formIslandProps(block.form, ctx), {
        idPrefix: `fb-${block.id}-`,
      });
    },
  },
  'newsletter-block': {
    apply(_args, vars, ctx) {
      const block = blockOf(vars);
      if (!vars[0]) return;
      if (!block) return void (vars[0].value = '');
      currentRenderScope()?.islands.add('newsletter-block');
      const props = {
        ...formIslandProps(block.form, ctx),
        title: textOf(block.data['title']),
        description: textOf(block.data['description']),
      };
      vars[0].value = renderIsland('newsletter-block', props, { idPrefix: `nb-${block.id}-` });
    },
  },
  /**
   * `{@|promo-popup}` on `popupOverlay`: the promotional pop-up's island, server-rendered hidden,
   * its sign-up form's captcha tokens requested with the promo pop-up action.
   */
  'promo-popup': {
    apply(_args, vars, ctx) {
      if (!vars[0]) return;
      const overlay = record(vars[0].value) as (PromoPopupContent & { form?: PublicForm | null }) | undefined;
      if (!overlay || typeof overlay.version !== 'number') return void (vars[0].value = '');
      const { form, ...popup } = overlay;
      currentRenderScope()?.islands.add('promo-popup');
      const props = {
        popup,
        ...(form && { form: formIslandProps(form, ctx, CAPTCHA_ACTIONS.promoPopup) }),
      };
      vars[0].value = renderIsland('promo-popup', props, { idPrefix: 'pp-' });
    },
  },
});
