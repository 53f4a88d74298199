// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "booking.heading": "Book {name}",
  "booking.choose": "Choose a specialist first.",
  "booking.done": "Your appointment is booked for {when}. Booking reference {reference}.",
  "booking.failed": "We couldn't book your appointment. Please try again.",
  "booking.notFound": "We couldn't find this specialist service.",
});
