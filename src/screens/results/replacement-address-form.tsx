import type { ReactNode } from 'react';
import { formActions } from '../../forms/form-actions';
import { YamlForm } from '../../forms/yaml-form';
import type { User } from '../../generated/entities.gen';
import { address as addressForm } from '../account/address-form';

/**
 * The address a replacement kit goes to, as a form. A module of its own, loaded when the form is opened: the
 * result pages that offer a replacement do not carry the form kit for everyone who only reads a result.
 */
export default function ReplacementAddressForm({ address, onSaved, secondaryAction }: { address: User['address']; onSaved: () => void; secondaryAction?: ReactNode }) {
  return (
    <YamlForm
      definition={addressForm}
      initialData={{ line1: address?.line1 ?? undefined, line2: address?.line2 ?? undefined, line3: address?.line3 ?? undefined, locality: address?.locality ?? undefined, postcode: address?.postcode ?? undefined }}
      onSubmit={(data) => formActions['update-address'](data, {})}
      onSuccess={onSaved}
      secondaryAction={secondaryAction}
    />
  );
}
