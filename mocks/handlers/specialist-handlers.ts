import { readWriteRequest } from '../security/write-request';
import { http } from 'msw';
import { newId } from '../db/ids';
import { readDb, updateDb } from '../db/store';
import { idempotent } from '../idempotency';
import { documentResponse, errorResponse, unauthorized } from '../json-api-responses';
import { currentUser } from '../serializers';

export const specialistHandlers = [
  http.post(
    '*/v1/specialist_appointments',
    idempotent('specialist-appointments', async ({ request }) => {
      const db = await readDb();
      const user = currentUser(db);
      if (!user) return unauthorized();
      const body = await readWriteRequest(request, 'book-specialist');
      if (!body.ok) return body.response;
      const { product_id: productId, variant_id: variantId, starts_at: startsAt, notes } = body.attributes;
      const product = db.shopProducts.find((candidate) => candidate.id === productId && candidate.category_id === 2 && candidate.live);
      if (!product) return errorResponse(422, [{ detail: 'product_id cannot be blank', pointer: '/data/attributes/product_id' }]);
      const start = Date.parse(String(startsAt ?? ''));
      if (Number.isNaN(start) || start < Date.now())
        return errorResponse(422, [{ detail: 'Choose a date in the future', pointer: '/data/attributes/date' }]);
      const appointment = await updateDb((current) => {
        const created = {
          id: newId('appointment'),
          user_id: user.id,
          product_id: product.id,
          variant_id: typeof variantId === 'string' ? variantId : null,
          starts_at: new Date(start).toISOString(),
          notes: typeof notes === 'string' ? notes : null,
          reference: `SP-${Math.floor(100000 + Math.random() * 800000)}`,
        };
        current.specialistAppointments.push(created);
        return created;
      });
      const { id, user_id: _user, ...attributes } = appointment;
      return documentResponse({ type: 'specialist_appointments', id, attributes }, [], 201);
    }),
  ),
];
