import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { islandBoundaries } from './island-boundaries.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const islands = '/repo/packages/storefront/src/islands';

tester.run('island-boundaries', islandBoundaries, {
  valid: [
    {
      filename: `${islands}/gift-card/gift-card.tsx`,
      code: "import { A } from '../shared/add-to-cart/add-to-cart-form.js';",
    },
    { filename: `${islands}/cart-page/cart-page.tsx`, code: "import { B } from './cart-entry-row.js';" },
    { filename: `${islands}/forms/captcha/slot.tsx`, code: "import { C } from '../form-api.js';" },
    {
      filename: `${islands}/cart-page/cart-page.tsx`,
      code: "import { D } from '../../runtime/cart-store.js';",
    },
    {
      filename: `${islands}/shared/lightbox/lightbox.tsx`,
      code: "import { E } from '../form-fields/field.js';",
    },
    { filename: `${islands}/island-registry.ts`, code: "import { F } from './add-to-cart/add-to-cart.js';" },
    {
      filename: '/repo/packages/storefront/src/runtime/loader.ts',
      code: "import('../islands/cart-pill/cart-pill.js');",
    },
    { filename: `${islands}/quick-view/quick-view.tsx`, code: "import { useState } from 'react';" },
  ],
  invalid: [
    {
      filename: `${islands}/product-list-button/product-list-button.tsx`,
      code: "import { useAddToCart } from '../add-to-cart/use-add-to-cart.js';",
      errors: [
        {
          messageId: 'crossIsland',
          data: { source: '../add-to-cart/use-add-to-cart.js', other: 'add-to-cart' },
        },
      ],
    },
    {
      filename: `${islands}/shared/add-to-cart/item-props.ts`,
      code: "import type { P } from '../../product-list-button/product-list-button.js';",
      errors: [{ messageId: 'crossIsland' }],
    },
    {
      filename: `${islands}/cart-page/cart-page.tsx`,
      code: "const Pill = () => import('../instalment-pill/instalment-pill.js');",
      errors: [{ messageId: 'crossIsland' }],
    },
    {
      filename: `${islands}/quick-view/quick-view.tsx`,
      code: "export { AddToCart } from '../add-to-cart/add-to-cart.js';",
      errors: [{ messageId: 'crossIsland' }],
    },
  ],
});
