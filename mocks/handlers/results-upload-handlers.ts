import { http } from 'msw';
import { analyteByCode } from '../../src/domain/analyte-catalogue';
import { fieldCheckErrors } from '../../src/forms/field-checks';
import { analytesConfig } from '../../src/generated/analytes-config.gen';
import { resultsUploadForm } from '../../src/generated/forms/results-upload.gen';
import { messages } from '../../src/generated/messages.gen';
import { serverNow, serverToday } from '../db/clock';
import { uploadedResultRecord, uploadedTestRecord } from '../db/seed-results-upload';
import { newId } from '../db/ids';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, noContent, notFound, unauthorized, type MockError } from '../json-api-responses';
import { readWriteRequest, type JsonObject } from '../security/write-request';
import { currentUser, testResources } from '../serializers';

const AT = '/data/attributes';

interface UploadedValue {
  analyte_id: string;
  value: number;
  unit: string;
}

/**
 * What the server checks (SPEC section 7, Results upload). Errors about one result are keyed by its analyte
 * ("/data/attributes/results/B12/value"), as the client has no row numbers to send. The test date meets the upload
 * form's own check (config/forms/results-upload.yaml `checks`), in its words: today from the server's clock, the
 * date of birth the person has saved.
 */
function checkUpload(
  attributes: JsonObject,
  today: string,
  dateOfBirth: string | null | undefined,
): { ok: true; results: UploadedValue[]; testDate: string; profiles: { id: string; name: string }[] } | { ok: false; errors: MockError[] } {
  const errors: MockError[] = [];
  const testDate = typeof attributes.test_date === 'string' ? attributes.test_date : '';
  const [dateProblem] = fieldCheckErrors(resultsUploadForm, { test_date: testDate }, { today, dateOfBirth });
  if (dateProblem) errors.push({ detail: dateProblem.message ?? '', pointer: `${AT}/test_date` });
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(testDate) || Number.isNaN(Date.parse(testDate)))
    errors.push({ detail: messages['upload.testDate.required'], pointer: `${AT}/test_date` });
  const profileIds = Array.isArray(attributes.profiles) ? attributes.profiles : [];
  const profiles = profileIds.flatMap((id) =>
    analytesConfig.groups.filter((group) => group.id === id).map((group) => ({ id: group.id, name: group.name })),
  );
  if (profileIds.length === 0 || profiles.length !== profileIds.length)
    errors.push({ detail: 'Profiles are invalid', pointer: `${AT}/profiles` });
  const raw = Array.isArray(attributes.results) ? attributes.results : [];
  if (raw.length === 0) errors.push({ detail: 'Add at least one result', pointer: `${AT}/results` });
  const seen = new Set<string>();
  const results: UploadedValue[] = [];
  for (const item of raw) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const code = typeof entry.analyte_id === 'string' ? entry.analyte_id : '';
    const analyte = analyteByCode(code);
    const at = `${AT}/results/${code}`;
    if (!analyte || analyte.unit === null) errors.push({ detail: 'Analyte is not recognised', pointer: `${at}/analyte` });
    else if (seen.has(code)) errors.push({ detail: 'Analyte has already been entered', pointer: `${at}/analyte` });
    else if (typeof entry.value !== 'number' || !Number.isFinite(entry.value) || entry.value < 0)
      errors.push({ detail: 'Value must be a number of 0 or more', pointer: `${at}/value` });
    else if (entry.unit !== analyte.unit) errors.push({ detail: `Unit must be ${analyte.unit}`, pointer: `${at}/unit` });
    else results.push({ analyte_id: code, value: entry.value, unit: analyte.unit });
    seen.add(code);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, results, testDate, profiles };
}

async function testDocument(testId: string, status = 200) {
  const db = await readDb();
  const test = db.tests.find((candidate) => candidate.id === testId);
  if (!test) return notFound('Test');
  const { data, included } = testResources(db, test);
  return documentResponse(data, included, status);
}

export const resultsUploadHandlers = [
  http.post('*/v1/results_upload', async ({ request }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'results-upload');
    if (!body.ok) return body.response;
    const now = new Date(serverNow()).toISOString();
    const checked = checkUpload(body.attributes, serverToday(), user.dob);
    if (!checked.ok) return errorResponse(422, checked.errors);
    const id = await updateDb((db) => {
      const testId = newId('upload');
      db.tests.push(uploadedTestRecord(testId, user.id, checked.testDate, now, checked.profiles));
      checked.results.forEach((result, index) =>
        db.analyteResults.push(
          uploadedResultRecord(`${testId}-result-${index + 1}`, user.id, testId, result.analyte_id, result.value, result.unit, now),
        ),
      );
      return testId;
    });
    return testDocument(id, 201);
  }),

  http.put('*/v1/results_upload/:id', async ({ request, params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const test = db.tests.find(
      (candidate) => candidate.id === params.id && candidate.user_id === user.id && candidate.uploaded_at !== null,
    );
    if (!test) return notFound('Results upload');
    const body = await readWriteRequest(request, 'results-upload');
    if (!body.ok) return body.response;
    const now = new Date(serverNow()).toISOString();
    const checked = checkUpload(body.attributes, serverToday(), user.dob);
    if (!checked.ok) return errorResponse(422, checked.errors);
    await updateDb((next) => {
      const stored = next.tests.find((candidate) => candidate.id === test.id);
      if (!stored) return;
      stored.test_date = checked.testDate;
      stored.uploaded_at = now;
      stored.panel = { ...stored.panel, profiles: checked.profiles };
      next.analyteResults = next.analyteResults.filter((result) => result.test_cycle_id !== test.test_cycle_id);
      checked.results.forEach((result, index) =>
        next.analyteResults.push(
          uploadedResultRecord(
            `${test.id}-result-${index + 1}`,
            user.id,
            test.test_cycle_id,
            result.analyte_id,
            result.value,
            result.unit,
            now,
          ),
        ),
      );
    });
    return testDocument(test.id);
  }),

  http.delete('*/v1/results_upload/:id', async ({ params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const test = db.tests.find(
      (candidate) => candidate.id === params.id && candidate.user_id === user.id && candidate.uploaded_at !== null,
    );
    if (!test) return notFound('Results upload');
    await updateDb((next) => {
      next.tests = next.tests.filter((candidate) => candidate.id !== test.id);
      next.analyteResults = next.analyteResults.filter((result) => result.test_cycle_id !== test.test_cycle_id);
    });
    return noContent();
  }),
];
