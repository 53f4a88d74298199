import type { CurrentUser } from '../../api/auth-api';
import { formActions } from '../../forms/form-actions';
import { YamlForm } from '../../forms/yaml-form';
import { message } from '../../ui/message';
import { personalDetails } from '../account/personal-details-form';

/** The upload's personal-details step: the name, date of birth and sex a result needs, saved to the profile. */
export default function UploadDetailsForm({ user, onSaved }: { user: CurrentUser | null; onSaved: () => void }) {
  return (
    <YamlForm
      definition={personalDetails}
      initialData={{ first_name: user?.first_name ?? undefined, last_name: user?.last_name ?? undefined, dob: user?.dob ?? undefined, sex: user?.sex ?? undefined }}
      submitLabel={message('upload.profileStep.submit')}
      onSubmit={(data) => formActions['update-personal-details'](data, {})}
      onSuccess={onSaved}
    />
  );
}
