/**
 * What the clinician's page shows after asking for the shared results and being refused: the API's status (and
 * code) decide; an unknown, expired or revoked link reads the same (which it is stays the owner's to know).
 */
export type SharedRefusal = 'gone' | 'locked' | 'passcode-needed' | 'passcode-wrong' | 'passcode-invalid' | 'failed';

export function sharedRefusal(status: number, code: string | undefined): SharedRefusal {
  if (status === 404 || status === 410) return 'gone';
  if (status === 423) return 'locked';
  if (status === 401 && code === 'passcode_required') return 'passcode-needed';
  if (status === 422) return code === 'passcode_wrong' ? 'passcode-wrong' : 'passcode-invalid';
  return 'failed';
}
