import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { isApiError } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { productQuery, type CatalogueVariant } from '../../api/shop-catalogue-api';
import { addLineItem, cartQuery } from '../../api/shop-cart-api';
import { defaultFrequency } from '../../domain/frequency';
import { formatPence, savingsPercent } from '../../domain/money';
import { checkQuantity } from '../../domain/quantity';
import { purchaseOptionsOf, subscriptionPayments, unitPriceCents, type PurchaseOption } from '../../domain/shop-pricing';
import { appConfig } from '../../generated/app-config.gen';
import { pathFor } from '../../app-router/app-routes';
import { firstQuery, type StartFirstQueries } from '../../app-router/screen-queries';
import { message } from '../../ui/message';
import { SafeHtml } from '../../ui/safe-html';
import { Button } from '../../ui/button';
import { StatusTag } from '../../ui/status-tag';
import { useDocumentTitle } from '../../ui/use-document-title';
import { frequencyText } from './frequency-text';
import { SubscriptionTerms, useSubscriptionTerms } from '../../funnel/subscription-terms';
import { afterPress, watchPresses } from '../../forms/after-press';
import { itemName } from './line-item-text';
import { LoadFailed, Loading, NotFound } from './screen-states';
import { useIntentKeys } from './use-intent-keys';

const [, thumbnailSize = 96, imageSize = 264] = appConfig.constants.imageSizes;

// Silent: the page says itself that the product could not be loaded.
const silentProductQuery = (id: string) => firstQuery({ ...productQuery(id), meta: { silent: true } });

export const startFirstQueries: StartFirstQueries = ({ params }, client) => void client.prefetchQuery(silentProductQuery(params.id ?? ''));

/** /shop/products/{id}[/{variantId}]: choose a variant, one-off or subscription, quantity; add to basket. */
export default function ShopProductScreen() {
  const { id = '', variantId } = useParams();
  const product = useQuery(silentProductQuery(id));
  useDocumentTitle(product.data?.name ?? message('page.loading'));
  if (product.status === 'pending') return <Loading />;
  if (product.status === 'error') {
    if (isApiError(product.error) && product.error.status === 404) return <NotFound />;
    return (
      <LoadFailed standalone onRetry={() => product.refetch()}>
        {message('error.generic')}
      </LoadFailed>
    );
  }
  const variants = product.data.variants;
  const variant = variants.find((candidate) => candidate.id === variantId) ?? variants[0];
  if (!variant) return <NotFound />;
  return (
    <article className="product" aria-labelledby="screen-heading">
      <img
        className="product__image"
        src={product.data.product_image_url ?? ''}
        alt=""
        width={imageSize}
        height={imageSize}
        sizes={`(max-width: 30rem) ${thumbnailSize}px, ${imageSize}px`}
      />
      <div className="product__body">
        <h1 id="screen-heading">{product.data.name}</h1>
        {product.data.sub_title ? <p className="product__subtitle">{product.data.sub_title}</p> : null}
        <SafeHtml html={product.data.description} className="product__description" />
        <PurchaseForm key={variant.id} productId={id} productName={product.data.name} variants={variants} variant={variant} />
      </div>
    </article>
  );
}

function PurchaseForm({
  productId,
  productName,
  variants,
  variant,
}: {
  productId: string;
  productName: string;
  variants: CatalogueVariant[];
  variant: CatalogueVariant;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  const options = purchaseOptionsOf(variant);
  const [option, setOption] = useState<PurchaseOption>(options[0] ?? 'one_off');
  const [frequencyId, setFrequencyId] = useState(defaultFrequency(variant.frequencies, variant.default_frequency_id)?.id ?? '');
  const [typed, setTyped] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const ids = useId();
  useEffect(() => watchPresses(), []);
  // Two submits in one frame both see isPending false: a ref lets only the first through.
  const inFlight = useRef(false);
  const max = variant.max_items ?? null;
  const frequency = variant.frequencies.find((candidate) => candidate.id === frequencyId) ?? null;
  const savings = savingsPercent(variant.price_cents ?? 0, variant.subscription_price_cents ?? Number.NaN);
  const terms = useSubscriptionTerms(
    option === 'subscription' && frequency
      ? [
          {
            id: variant.id,
            name: itemName({ product_name: productName, variant_name: variant.name }),
            frequency: frequencyText(frequency),
            payments: subscriptionPayments(unitPriceCents(variant, option), 0),
            code: null,
          },
        ]
      : [],
  );

  const add = useMutation({
    mutationFn: async (quantity: number) => {
      const intent = `add:${variant.id}:${option}:${frequencyId}:${quantity}`;
      const cart = await queryClient.fetchQuery(cartQuery);
      await addLineItem(
        { order_id: cart.id, variant_id: variant.id, quantity, frequency_id: option === 'subscription' ? frequencyId : null },
        { idempotencyKey: keys.keyFor(intent) },
      );
      keys.settle(intent);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
    onError: (error) => errorReporter.report(error, { during: 'add to basket' }),
  });

  const checkTyped = () => {
    const checked = checkQuantity(typed, max);
    setQuantityError(checked.ok ? null : message(checked.reason, { max: checked.max ?? '' }));
    return checked;
  };

  return (
    <form
      className="purchase"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkTyped();
        // Both are checked, so both say what is missing at once.
        const confirmed = terms.confirm();
        if (!checked.ok || !confirmed || inFlight.current) return;
        inFlight.current = true;
        add.mutate(checked.quantity, { onSettled: () => void (inFlight.current = false) });
      }}
    >
      {variants.length > 1 ? (
        <fieldset className="radio-group">
          <legend>{message('shop.variant')}</legend>
          {variants.map((candidate) => (
            <div className="radio" key={candidate.id}>
              <input
                id={`${ids}-variant-${candidate.id}`}
                type="radio"
                name="variant"
                checked={candidate.id === variant.id}
                onChange={() =>
                  void navigate(pathFor('shop-product-variant', { id: productId, variantId: candidate.id }), { replace: true })
                }
              />
              <label htmlFor={`${ids}-variant-${candidate.id}`}>
                {candidate.name} {candidate.out_of_stock ? `(${message('shop.outOfStock')})` : ''}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {options.length > 0 ? (
        <fieldset className="radio-group">
          <legend>{message('shop.purchaseOption')}</legend>
          {options.map((candidate) => (
            <div className="radio" key={candidate}>
              <input
                id={`${ids}-${candidate}`}
                type="radio"
                name="option"
                checked={option === candidate}
                onChange={() => setOption(candidate)}
              />
              <label htmlFor={`${ids}-${candidate}`}>
                {candidate === 'one_off' ? message('shop.oneOff') : message('shop.subscription')}:{' '}
                {formatPence(unitPriceCents(variant, candidate))}
                {candidate === 'subscription' && savings !== null ? (
                  <>
                    {' '}
                    <StatusTag tone="success">{message('shop.savings', { percent: savings })}</StatusTag>
                  </>
                ) : null}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {option === 'subscription' && variant.frequencies.length > 0 ? (
        <div className="field">
          <label htmlFor={`${ids}-frequency`}>{message('shop.frequency')}</label>
          <select id={`${ids}-frequency`} value={frequencyId} onChange={(event) => setFrequencyId(event.target.value)}>
            {variant.frequencies.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {frequencyText(candidate)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${ids}-quantity`}>{message('shop.quantity')}</label>
        {max !== null ? (
          <p className="field__helper" id={`${ids}-quantity-hint`}>
            {message('shop.quantityHint', { max })}
          </p>
        ) : null}
        {quantityError ? (
          <p className="field-error" id={`${ids}-quantity-error`}>
            {quantityError}
          </p>
        ) : null}
        <input
          id={`${ids}-quantity`}
          className="survey-input--short"
          inputMode="numeric"
          value={typed}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={
            [max !== null ? `${ids}-quantity-hint` : '', quantityError ? `${ids}-quantity-error` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(event) => setTyped(event.target.value)}
          // The message shown or cleared on leaving moves what is below: it waits for a pressed pointer's click (the tick box).
          onBlur={() => afterPress(() => void checkTyped())}
        />
      </div>
      <SubscriptionTerms terms={terms} />
      {variant.out_of_stock ? <p className="notice">{message('shop.outOfStockBody')}</p> : null}
      {add.isError ? (
        <p role="alert" className="form-error">
          {message('error.addToBasket')}
        </p>
      ) : null}
      <p role="status">
        {add.isSuccess ? (
          <>
            {message('shop.added')} <Link to={pathFor('shop-cart')}>{message('shop.viewBasket')}</Link>
          </>
        ) : null}
      </p>
      {/* Focus stays in the quantity box on mousedown: a blur message appearing or going would move the button from under the pointer. */}
      <Button
        type="submit"
        disabled={variant.out_of_stock === true}
        busy={add.isPending}
        busyLabel={message('shop.adding')}
        onMouseDown={(event) => event.preventDefault()}
      >
        {message('shop.addToBasket')}
      </Button>
    </form>
  );
}
