import { nextQuery } from './next-path.js';
import type { CartContext } from '../cart/index.js';
import { accountOrders, type AccountOrderView } from './account-orders.js';
import { accountSubscriptionsView } from './account-subscriptions-view.js';
import { listAddresses, type AddressView } from './addresses.js';
import { PASSWORD_MIN_LENGTH } from './password-rules.js';
import {
  ACCOUNT_API,
  CHANGE_EMAIL_API,
  CHANGE_PASSWORD_API,
  DELETE_ACCOUNT_API,
  PASSWORD_API,
  RESET_REQUEST_API,
  SESSION_API,
  SIGN_OUT_FORM,
} from './routes.js';
import { ADDRESSES_API, ORDERS_API } from './account-routes.js';
import { ACCOUNT_PAGES } from './account-paths.js';
import type { SiteUserActor } from './sessions.js';

export { ACCOUNT_PAGES };

/** Which account page is shown: the theme's `areaPages` template is `account-<view>`. */
export type AccountView =
  | 'sign-in'
  | 'sign-up'
  | 'reset'
  | 'new-password'
  | 'link-refused'
  | 'profile'
  | 'orders'
  | 'addresses'
  | 'subscriptions';

export interface AccountNotice {
  /** An error (role=alert) or a confirmation (role=status). */
  error: boolean;
  text: string;
}

const SIGNED_IN_PAGES = [
  { view: 'profile', label: 'Profile', url: ACCOUNT_PAGES.account },
  { view: 'orders', label: 'Orders', url: ACCOUNT_PAGES.orders },
  { view: 'addresses', label: 'Addresses', url: ACCOUNT_PAGES.addresses },
  { view: 'subscriptions', label: 'Subscriptions', url: ACCOUNT_PAGES.subscriptions },
] as const;

/** What every account page has in `account` (docs/template-context.md). */
function baseOf(view: AccountView, title: string, notice: AccountNotice | null) {
  return {
    view,
    title,
    notice,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    links: {
      signIn: ACCOUNT_PAGES.login,
      signUp: ACCOUNT_PAGES.signUp,
      reset: ACCOUNT_PAGES.reset,
      profile: ACCOUNT_PAGES.account,
      orders: ACCOUNT_PAGES.orders,
      addresses: ACCOUNT_PAGES.addresses,
      subscriptions: ACCOUNT_PAGES.subscriptions,
    },
    actions: {
      signIn: SESSION_API,
      signUp: ACCOUNT_API,
      resetRequest: RESET_REQUEST_API,
      password: PASSWORD_API,
      signOut: SIGN_OUT_FORM,
      changePassword: CHANGE_PASSWORD_API,
      changeEmail: CHANGE_EMAIL_API,
      deleteAccount: DELETE_ACCOUNT_API,
      addAddress: ADDRESSES_API,
    },
  };
}

/** A page before signing in: its forms carry the visitor's crumb. */
export function visitorAccount(
  view: AccountView,
  title: string,
  notice: AccountNotice | null,
  extra: { crumb: string; sent?: boolean; token?: string; next?: string },
) {
  const base = baseOf(view, title, notice);
  // A sign-in or sign-up begun on a join page keeps where to return on its links to the other.
  const back = nextQuery(extra.next);
  const links = { ...base.links, signIn: base.links.signIn + back, signUp: base.links.signUp + back };
  return { ...base, links, signedIn: false, sent: extra.sent ?? false, ...extra };
}

interface AddressPageView extends AddressView {
  editUrl: string;
  updateAction: string;
  deleteAction: string;
  defaultAction: string;
}

interface OrderPageView extends AccountOrderView {
  reorderAction: string;
}

function addressPageView(address: AddressView): AddressPageView {
  const action = `${ADDRESSES_API}/${encodeURIComponent(address.id)}`;
  return {
    ...address,
    editUrl: `${ACCOUNT_PAGES.addresses}?edit=${encodeURIComponent(address.id)}#address-form`,
    updateAction: action,
    deleteAction: `${action}/delete`,
    defaultAction: `${action}/default`,
  };
}

/** A signed-in page: the profile, and the part the view lists (orders, addresses, subscriptions). */
export async function signedInAccount(
  ctx: CartContext,
  user: SiteUserActor,
  view: Extract<AccountView, 'profile' | 'orders' | 'addresses' | 'subscriptions'>,
  notice: AccountNotice | null,
  query: Readonly<Record<string, string | undefined>>,
) {
  const page = SIGNED_IN_PAGES.find((p) => p.view === view);
  const title = view === 'profile' ? 'Your account' : (page?.label ?? 'Your account');
  const base = {
    ...baseOf(view, title, notice),
    signedIn: true,
    xsrfToken: user.xsrfToken,
    user: { name: user.name, email: user.email, verified: user.verifiedAt !== null },
    nav: SIGNED_IN_PAGES.map((p) => ({
      label: p.label,
      url: p.url,
      current: p.view === view,
    })),
  };
  if (view === 'orders') {
    const orders: OrderPageView[] = (await accountOrders(ctx, user)).map((o) => ({
      ...o,
      reorderAction: `${ORDERS_API}/${encodeURIComponent(o.id)}/reorder`,
    }));
    return { ...base, orders };
  }
  if (view === 'addresses') {
    const addresses = (await listAddresses(ctx, user)).map(addressPageView);
    const editing = addresses.find((a) => a.id === query['edit']) ?? null;
    return { ...base, addresses, editing };
  }
  if (view === 'subscriptions') {
    const subscriptions = await accountSubscriptionsView(ctx, user, query);
    return { ...base, subscriptions };
  }
  return base;
}
