/** The profile fields an upload needs (SPEC section 5: first name, last name, dob and sex). */
export const UPLOAD_PROFILE_FIELDS = ['first_name', 'last_name', 'dob', 'sex'] as const;

export type UploadProfileField = (typeof UPLOAD_PROFILE_FIELDS)[number];

type Profile = Partial<Record<UploadProfileField, string | null | undefined>>;

/** Which of them are missing (blank counts as missing); an upload first asks for these. */
export function missingUploadDetails(profile: Profile): UploadProfileField[] {
  return UPLOAD_PROFILE_FIELDS.filter((field) => (profile[field] ?? '').trim() === '');
}
