import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { productQuery } from '../../api/shop-catalogue-api';
import { formActions } from '../../forms/form-actions';
import type { FormDefinition } from '../../forms/form-definition';
import { YamlForm } from '../../forms/yaml-form';
import { formatDate } from '../../domain/dates';
import { formatPence } from '../../domain/money';
import { specialistBookingForm } from '../../generated/forms/specialist-booking.gen';
import * as specialistBookingValidators from '../../generated/validators/specialist-booking.gen';
import type { SpecialistAppointment } from '../../generated/entities.gen';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadFailed, Loading, NotFound } from './screen-states';
import { useIntentKeys } from './use-intent-keys';

const bookingForm: FormDefinition = { config: specialistBookingForm, ...specialistBookingValidators };

/** /shop/specialists/booking/{productId?}/{variantId?}: a date, a time and notes for the chosen service. */
export default function ShopSpecialistBookingScreen() {
  const { productId, variantId } = useParams();
  const product = useQuery({ ...productQuery(productId ?? ''), enabled: productId !== undefined, meta: { silent: true } });
  const keys = useIntentKeys();
  const [booked, setBooked] = useState<SpecialistAppointment | null>(null);
  useDocumentTitle(product.data ? message('booking.heading', { name: product.data.name }) : message('specialists.heading'));
  if (productId === undefined) {
    return (
      <section aria-labelledby="screen-heading">
        <h1 id="screen-heading">{message('specialists.heading')}</h1>
        <p>
          <Link to={pathFor('shop-specialists')}>{message('booking.choose')}</Link>
        </p>
      </section>
    );
  }
  if (product.status === 'pending') return <Loading />;
  if (product.status === 'error')
    return isApiError(product.error) && product.error.status === 404 ? (
      <NotFound body={message('booking.notFound')} />
    ) : (
      <LoadFailed standalone onRetry={() => product.refetch()}>
        {message('error.generic')}
      </LoadFailed>
    );
  const variant = product.data.variants.find((candidate) => candidate.id === variantId) ?? product.data.variants[0];
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('booking.heading', { name: product.data.name })}</h1>
      {variant ? (
        <p>
          {variant.name}: {formatPence(variant.price_cents ?? 0)}
        </p>
      ) : null}
      {booked ? (
        <div className="notification notification--success" role="status">
          <p>
            {message('booking.done', {
              when: `${formatDate(booked.starts_at ?? '') ?? ''}, ${(booked.starts_at ?? '').slice(11, 16)}`,
              reference: booked.reference ?? '',
            })}
          </p>
        </div>
      ) : (
        <YamlForm
          definition={bookingForm}
          onSubmit={async (data) => {
            const intent = JSON.stringify(data);
            const result = await formActions['book-specialist'](data, {
              specialist: { productId, variantId: variant?.id ?? null },
              idempotencyKey: keys.keyFor(intent),
            });
            keys.settle(intent);
            return result;
          }}
          onSuccess={(result) => setBooked(result as SpecialistAppointment)}
        />
      )}
    </section>
  );
}
