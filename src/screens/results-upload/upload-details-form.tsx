import type { CurrentUser } from '../../api/auth-api';
import { YamlForm } from '../../forms/yaml-form';
import type { RouteId } from '../../generated/routes-config.gen';
import { message } from '../../ui/message';
import { personalDetails } from '../account/personal-details-form';

/**
 * The upload's personal-details step: the fields of the personal-details form this page shows (its YAML's
 * `pages`), saved to the profile. It sends those alone, so nothing else the person saved changes.
 */
export default function UploadDetailsForm({ user, page, onSaved }: { user: CurrentUser | null; page: RouteId; onSaved: () => void }) {
  return (
    <YamlForm
      definition={personalDetails}
      page={page}
      record={user}
      submitLabel={message('upload.profileStep.submit')}
      onSuccess={onSaved}
    />
  );
}
