import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../../api/shop-catalogue-api';
import { formatPence } from '../../domain/money';
import { appConfig } from '../../generated/app-config.gen';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { ButtonLink } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadFailed, Loading } from './screen-states';
import { cardClassName } from '../../ui/card';

/** /shop/specialists: the services category (SPEC section 9: id 2), each bookable. */
export default function ShopSpecialistsScreen() {
  useDocumentTitle(message('specialists.heading'));
  const services = useQuery({ ...productsQuery(appConfig.constants.shopCategories.services), meta: { silent: true } });
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('specialists.heading')}</h1>
      <p>{message('specialists.intro')}</p>
      {services.status === 'pending' ? <Loading /> : null}
      {services.status === 'error' ? <LoadFailed onRetry={() => services.refetch()}>{message('error.generic')}</LoadFailed> : null}
      {services.status === 'success' && services.data.length === 0 ? <p>{message('specialists.empty')}</p> : null}
      <ul className="product-list">
        {(services.data ?? []).map((product) => {
          const variant = product.variants[0];
          return (
            <li key={product.id} className={cardClassName()}>
              <h2>{product.name}</h2>
              {product.sub_title ? <p>{product.sub_title}</p> : null}
              {variant ? (
                <p>
                  {variant.name}: {formatPence(variant.price_cents ?? 0)}
                </p>
              ) : null}
              <ButtonLink to={pathFor('shop-specialist-booking', { productId: product.id, variantId: variant?.id })}>
                {message('specialists.book', { name: product.name })}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
