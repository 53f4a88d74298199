import { changedAddress } from '../../domain/email-change';
import { contactDetailsForm } from '../../generated/forms/contact-details.gen';
import * as validators from '../../generated/validators/contact-details.gen';
import type { FormDefinition } from '../../forms/form-definition';
import { message } from '../../ui/message';

/** config/forms/contact-details.yaml with its precompiled validators, in a module of its own: a page loads only its forms' validators. */
export const contactDetails: FormDefinition = {
  config: contactDetailsForm,
  ...validators,
  // A new address is saved unverified and a link is sent to it: the notice says where to look.
  successNotice: (saved, loaded) => {
    const email = changedAddress(saved.email, loaded.email);
    return email === null ? null : message('settings.contact.emailChanged', { email });
  },
};
