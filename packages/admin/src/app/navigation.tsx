import {
  IconBellRinging,
  IconBuildingStore,
  IconHeartHandshake,
  IconDiscount,
  IconGift,
  IconForms,
  IconMail,
  IconMessage2,
  IconChartLine,
  IconBuildingWarehouse,
  IconReceipt,
  IconRepeat,
  IconTag,
  IconLanguage,
  IconLock,
  IconUserCheck,
  IconUsers,
  IconUserShield,
  IconWorld,
  IconFileText,
  IconHome,
  IconPalette,
  IconPhoto,
  IconSitemap,
  IconSettings,
  IconSearch,
  IconStar,
  IconMessageCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Permission } from '../lib/session.js';

export interface StudioNavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Shown to roles with any one of these permissions (docs/permissions.md). */
  anyOf: readonly Permission[];
  section: 'Website' | 'Selling' | 'Marketing' | 'Analytics';
}

const icon = (Component: typeof IconFileText) => <Component size={18} stroke={1.6} aria-hidden />;

/**
 * The studio's screens, in navigation order. A screen for selling or analytics adds its line
 * here (and its route in router.tsx) with the permission its API needs.
 */
export const STUDIO_NAVIGATION: readonly StudioNavItem[] = [
  { to: '/', label: 'Home', icon: icon(IconHome), anyOf: ['site.view'], section: 'Website' },
  {
    to: '/pages',
    label: 'Pages',
    icon: icon(IconFileText),
    anyOf: ['content.edit', 'content.draft'],
    section: 'Website',
  },
  { to: '/files', label: 'Files', icon: icon(IconPhoto), anyOf: ['files.manage'], section: 'Website' },
  {
    to: '/navigation',
    label: 'Navigation',
    icon: icon(IconSitemap),
    anyOf: ['navigation.edit', 'header-footer.edit'],
    section: 'Website',
  },
  {
    to: '/comments',
    label: 'Comments',
    icon: icon(IconMessageCircle),
    anyOf: ['comments.moderate'],
    section: 'Website',
  },
  { to: '/design', label: 'Design', icon: icon(IconPalette), anyOf: ['site.settings'], section: 'Website' },
  {
    to: '/settings',
    label: 'Settings',
    icon: icon(IconSettings),
    anyOf: ['site.settings'],
    section: 'Website',
  },
  { to: '/seo', label: 'SEO', icon: icon(IconSearch), anyOf: ['site.settings'], section: 'Website' },
  {
    to: '/languages',
    label: 'Languages',
    icon: icon(IconLanguage),
    anyOf: ['languages.edit'],
    section: 'Website',
  },
  {
    to: '/contributors',
    label: 'Contributors',
    icon: icon(IconUserShield),
    anyOf: ['contributors.manage'],
    section: 'Website',
  },
  { to: '/sites', label: 'Sites', icon: icon(IconWorld), anyOf: ['site.view'], section: 'Website' },
  {
    to: '/products',
    label: 'Products',
    icon: icon(IconTag),
    anyOf: ['commerce.products'],
    section: 'Selling',
  },
  {
    to: '/orders',
    label: 'Orders',
    icon: icon(IconReceipt),
    anyOf: ['commerce.orders'],
    section: 'Selling',
  },
  {
    to: '/customers',
    label: 'Customers',
    icon: icon(IconUsers),
    anyOf: ['commerce.orders'],
    section: 'Selling',
  },
  {
    to: '/members',
    label: 'Members',
    icon: icon(IconUserCheck),
    anyOf: ['members.manage'],
    section: 'Selling',
  },
  {
    to: '/member-areas',
    label: 'Member areas',
    icon: icon(IconLock),
    anyOf: ['members.manage'],
    section: 'Selling',
  },
  {
    to: '/subscriptions',
    label: 'Subscriptions',
    icon: icon(IconRepeat),
    anyOf: ['commerce.orders'],
    section: 'Selling',
  },
  {
    to: '/inventory',
    label: 'Inventory',
    icon: icon(IconBuildingWarehouse),
    anyOf: ['commerce.products'],
    section: 'Selling',
  },
  {
    to: '/reviews',
    label: 'Reviews',
    icon: icon(IconStar),
    anyOf: ['commerce.reviews'],
    section: 'Selling',
  },
  {
    to: '/waitlists',
    label: 'Waitlists',
    icon: icon(IconBellRinging),
    anyOf: ['forms.submissions'],
    section: 'Selling',
  },
  {
    to: '/store-settings',
    label: 'Store settings',
    icon: icon(IconBuildingStore),
    anyOf: ['commerce.settings'],
    section: 'Selling',
  },
  {
    to: '/donations',
    label: 'Donations',
    icon: icon(IconHeartHandshake),
    anyOf: ['commerce.settings'],
    section: 'Selling',
  },
  {
    to: '/coupons',
    label: 'Coupons',
    icon: icon(IconDiscount),
    anyOf: ['commerce.settings'],
    section: 'Marketing',
  },
  {
    to: '/gift-cards',
    label: 'Gift cards',
    icon: icon(IconGift),
    anyOf: ['commerce.settings'],
    section: 'Marketing',
  },
  {
    to: '/mailing-lists',
    label: 'Mailing lists',
    icon: icon(IconMail),
    anyOf: ['campaigns.edit'],
    section: 'Marketing',
  },
  {
    to: '/email-preview',
    label: 'E-mail preview',
    icon: icon(IconMail),
    anyOf: ['commerce.settings'],
    section: 'Marketing',
  },
  {
    to: '/promo-popup',
    label: 'Promotional pop-up',
    icon: icon(IconMessage2),
    anyOf: ['campaigns.edit'],
    section: 'Marketing',
  },
  {
    to: '/forms',
    label: 'Forms',
    icon: icon(IconForms),
    anyOf: ['forms.submissions'],
    section: 'Marketing',
  },
  {
    to: '/analytics',
    label: 'Analytics',
    icon: icon(IconChartLine),
    anyOf: ['analytics.view'],
    section: 'Analytics',
  },
];

/** The permissions a route path needs: the navigation line it belongs to. */
export function permissionsFor(path: string): readonly Permission[] | undefined {
  return STUDIO_NAVIGATION.find((item) => path === item.to || path.startsWith(`${item.to}/`))?.anyOf;
}
