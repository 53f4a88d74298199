import type { ReactNode } from 'react';
import { YamlForm } from '../../forms/yaml-form';
import type { User } from '../../generated/entities.gen';
import { address as addressForm } from '../account/address-form';

/**
 * The address a replacement kit goes to, as a form. A module of its own, loaded when the form is opened: the
 * result pages that offer a replacement do not carry the form kit for everyone who only reads a result.
 */
export default function ReplacementAddressForm({
  address,
  onSaved,
  secondaryAction,
}: {
  address: User['address'];
  onSaved: () => void;
  secondaryAction?: ReactNode;
}) {
  return (
    <YamlForm definition={addressForm} page="failure-reason" record={{ address }} onSuccess={onSaved} secondaryAction={secondaryAction} />
  );
}
