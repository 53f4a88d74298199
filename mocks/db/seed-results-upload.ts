import { analyteByCode, catalogueRanges } from '../../src/domain/analyte-catalogue';
import { directionFromNormal, statusOf } from '../../src/domain/reference-range';
import type { MockAnalyteResult, MockTest, MockUser } from './mock-db';

/**
 * An uploaded result as the API keeps it: in the product unit, marked uploaded, judged against the catalogue's
 * ranges with the same rule (statusOf) that gives a lab result its status. processed_at is when it was typed in;
 * when it was taken is its test's test_date.
 */
export function uploadedResultRecord(
  id: string,
  userId: string,
  testCycleId: string,
  analyteId: string,
  value: number,
  unit: string,
  processedAt: string,
): MockAnalyteResult {
  const ranges = catalogueRanges(analyteId);
  return {
    id,
    user_id: userId,
    test_cycle_id: testCycleId,
    analyte_id: analyteId,
    value,
    unit,
    operator: null,
    label: analyteByCode(analyteId)?.name ?? analyteId,
    processed_at: processedAt,
    uploaded: true,
    reference_ranges: ranges,
    previous_value: null,
    value_change_classification: null,
    direction_from_normal: directionFromNormal(value, ranges),
    direction_from_optimal: null,
    community_stats: {},
    severity: statusOf(value, ranges),
    reason_for_failure: null,
    successful: true,
    is_binary_result: false,
    lab_notes: null,
    sample_type: null,
  };
}

/** The test an upload creates: complete at once, its panel the areas the person ticked (catalogue groups). */
export function uploadedTestRecord(
  id: string,
  userId: string,
  testDate: string,
  uploadedAt: string,
  profiles: { id: string; name: string }[],
): MockTest {
  return {
    id,
    user_id: userId,
    state: 'complete',
    test_date: testDate,
    completed_at: uploadedAt,
    sample_received_at: null,
    dispatched_at: null,
    uploaded_at: uploadedAt,
    is_retail_test: false,
    one_off: true,
    sequence_in_subscription: null,
    test_cycle_id: id,
    organization_id: null,
    subscription_id: null,
    panel: { id: `panel-${id}`, name: 'Uploaded results', profiles },
  };
}

/**
 * Results upload personas: the results persona has one earlier upload to edit or delete, and incomplete@example.com
 * has no date of birth or sex yet, so an upload first asks for them.
 */
export function seedResultsUpload(
  iso: (offsetHours: number) => string,
  base: (overrides: Partial<MockUser> & Pick<MockUser, 'id' | 'email'>) => MockUser,
) {
  const uploadedAt = iso(-24 * 20);
  return {
    users: [
      base({
        id: 'user-incomplete',
        email: 'incomplete@example.com',
        first_name: 'Iris',
        last_name: 'Moreau',
        roles: ['customer', 'subscriber'],
      }),
    ],
    tests: [
      uploadedTestRecord('upload-results-1', 'user-results', iso(-24 * 30).slice(0, 10), uploadedAt, [
        { id: 'vitamins', name: 'Vitamins' },
      ]),
    ],
    analyteResults: [
      uploadedResultRecord('result-upload-b12', 'user-results', 'upload-results-1', 'B12', 295.2, 'pmol/L', uploadedAt),
      // Exactly on the bound between abnormal (25 to under 50) and normal (50 to under 75): normal, as a lab result would be.
      uploadedResultRecord('result-upload-vitd', 'user-results', 'upload-results-1', 'VITD', 50, 'nmol/L', uploadedAt),
    ],
  };
}
