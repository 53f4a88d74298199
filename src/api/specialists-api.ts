import type { SpecialistAppointment } from '../generated/entities.gen';
import { createResource, type WriteOptions } from './client';
import { requireIds } from './require-ids';

export interface Booking {
  product_id: string;
  variant_id: string | null;
  starts_at: string;
  notes: string | null;
}

/** SPEC section 7: specialist appointments, POST. */
export async function bookSpecialist(booking: Booking, options: WriteOptions): Promise<SpecialistAppointment> {
  requireIds({ product_id: booking.product_id });
  return (await createResource<SpecialistAppointment>(
    '/v1/specialist_appointments',
    'specialist_appointments',
    { ...booking },
    options,
  )) as SpecialistAppointment;
}
