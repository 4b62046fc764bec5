import {
  addButtonView,
  addToCartLabel,
  findVariant,
  isSoldOut,
  PRODUCT_TYPES,
  PUBLIC_API_PATHS,
  PUBLIC_PATHS,
  showsQuantityInput,
  soldOutText,
} from '@tessera/core';
import type {
  ChosenAttributes,
  Form,
  ProductContent,
  ProductLabelStrings,
  StoreSettings,
} from '@tessera/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LazyAlertDialog } from '../../../runtime/lazy-alert-dialog.js';
import { useCartState } from '../../../runtime/cart-store.js';
import { showGalleryImage } from './gallery-image.js';
import type { ProductImage } from './gallery-image.js';
import { QuantityField } from './quantity-field.js';
import { useAddToCart } from './use-add-to-cart.js';
import type { AddToCartMode } from './use-add-to-cart.js';
import { VariantPicker } from './variant-picker.js';
import type { VariantDisplay } from './variant-picker.js';

const AdditionalFieldsDialog = lazy(() =>
  import('../lightbox/additional-fields-dialog.js').then((m) => ({ default: m.AdditionalFieldsDialog })),
);

export interface AddToCartProps {
  readonly itemId: string;
  readonly productName: string;
  readonly product: ProductContent;
  /** The CSRF token the plain form posts as `crumb`. */
  readonly crumb: string;
  /** Default: 'subscribe' for subscribable products, 'gift-card' for gift cards, else 'add'. */
  readonly mode?: AddToCartMode;
  readonly variantDisplay?: VariantDisplay;
  readonly labels?: ProductLabelStrings;
  readonly storeSettings?: StoreSettings;
  readonly additionalFieldsForm?: Form | null;
  /** Each variant's main image by sku, shown in the gallery when the variant is chosen. */
  readonly variantImages?: Readonly<Record<string, ProductImage>>;
  /** The sold-out label (core's `soldOutText` on the server); default 'sold out'. */
  readonly soldOutText?: string;
}

export function defaultMode(product: ProductContent): AddToCartMode {
  if (product.isSubscribable === true) return 'subscribe';
  return product.productType === PRODUCT_TYPES.GIFT_CARD ? 'gift-card' : 'add';
}

/** Where the plain form goes next after the server handles it (no JavaScript). */
function nextPath(mode: AddToCartMode): string {
  return mode === 'add' ? PUBLIC_PATHS.cart : PUBLIC_PATHS.checkout;
}

/**
 * The product page's add-to-cart form (storefront spec §2, §4, §5, §8): variant dropdowns or
 * radios, the quantity input when core allows it, and the button with its Adding…/Added! states.
 * Before hydration it is a plain form posting to the cart entries address.
 */
export function AddToCartForm(props: AddToCartProps) {
  const { itemId, product, labels } = props;
  const mode = props.mode ?? defaultMode(product);
  const [chosen, setChosen] = useState<ChosenAttributes>({});
  const { ready } = useCartState();
  const formRef = useRef<HTMLFormElement>(null);
  // Without scripts the browser checks the quantity; once hydrated, core's checks and the spec's
  // messages take over.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  const flow = useAddToCart({
    itemId,
    productName: props.productName,
    product,
    mode,
    additionalFieldsForm: props.additionalFieldsForm,
  });
  const variant = findVariant(product, chosen);
  const soldOut = isSoldOut(product);
  const view = addButtonView(flow.state, addToCartLabel(product, labels));

  const choose = (name: string, value: string) => {
    const next = { ...chosen, [name]: value };
    setChosen(next);
    const image = props.variantImages?.[findVariant(product, next)?.sku ?? ''];
    if (image) showGalleryImage(itemId, image);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantity = new FormData(event.currentTarget).get('quantity');
    void flow.submit(chosen, typeof quantity === 'string' ? quantity : undefined);
  };

  const action = mode === 'subscribe' ? PUBLIC_API_PATHS.cartSubscription : PUBLIC_API_PATHS.cartEntries;
  return (
    <form
      ref={formRef}
      className={`ts-add-to-cart ts-add-to-cart--${mode}`}
      method="post"
      action={action}
      onSubmit={submit}
      data-ready={ready ? 'true' : undefined}
    >
      <input type="hidden" name="crumb" value={props.crumb} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="sku" value={variant?.sku ?? ''} />
      <input type="hidden" name="next" value={nextPath(mode)} />
      <VariantPicker
        product={product}
        chosen={chosen}
        display={props.variantDisplay ?? 'dropdown'}
        labels={labels}
        onChoose={choose}
      />
      {showsQuantityInput(product, props.storeSettings) ? <QuantityField labels={labels} /> : null}
      <button
        type="submit"
        className={`ts-add-to-cart__button ts-add-to-cart__button--${flow.state.status}`}
        disabled={soldOut}
        aria-disabled={view.disabled || undefined}
        aria-busy={view.busy || undefined}
      >
        {soldOut ? soldOutText(undefined, props.soldOutText) : view.label}
      </button>
      <span className="ts-visually-hidden" role="status">
        {flow.state.status === 'idle' || flow.state.status === 'recovering' ? '' : view.label}
      </span>
      {flow.alert ? <LazyAlertDialog {...flow.alert} onClose={flow.closeAlert} /> : null}
      {flow.pendingLine && props.additionalFieldsForm ? (
        <Suspense fallback={null}>
          <AdditionalFieldsDialog
            form={props.additionalFieldsForm}
            onSubmit={flow.submitForm}
            onClose={flow.closeForm}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
