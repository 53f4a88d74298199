import { catalogueRanges, reportingPrecision } from '../../src/domain/analyte-catalogue';
import { predictedOutcome } from '../../src/domain/predicted-outcome';
import { bandOf, directionFromNormal, statusOf, type RangeBand } from '../../src/domain/reference-range';
import type {
  MockAnalyteResult,
  MockForecast,
  MockHealthScore,
  MockPredictiveResult,
  MockReport,
  MockSampleFailure,
  MockTest,
  MockUser,
} from './mock-db';

const DAY = 86_400_000;

type Better = 'lower' | 'higher' | 'middle';

/** One analyte of the results persona's panel: its ranges and a value per test, oldest first (null = not measured). */
interface PanelRow {
  code: string;
  label: string;
  unit: string;
  better: Better;
  ranges: RangeBand[];
  values: (number | null)[];
  operator?: (string | null)[];
  labNotes?: (string | null)[];
  community?: { average: number; people: number };
}

/** Three lab tests over a year (about 330, 190 and 60 days ago): a realistic panel that mostly improves. */
const PANEL: PanelRow[] = [
  {
    code: 'CHOL',
    label: 'Total cholesterol',
    unit: 'mmol/L',
    better: 'lower',
    ranges: catalogueRanges('CHOL'),
    values: [5.4, 4.9, 4.6],
    community: { average: 4.9, people: 12840 },
  },
  {
    code: 'HDL',
    label: 'HDL cholesterol',
    unit: 'mmol/L',
    better: 'higher',
    ranges: catalogueRanges('HDL'),
    values: [1.5, 1.6, 1.7],
    community: { average: 1.5, people: 12840 },
  },
  {
    code: 'LDL',
    label: 'LDL cholesterol',
    unit: 'mmol/L',
    better: 'lower',
    ranges: catalogueRanges('LDL'),
    values: [3.2, 2.7, 2.4],
    community: { average: 2.9, people: 12840 },
  },
  {
    code: 'FERR',
    label: 'Ferritin',
    unit: 'ug/L',
    better: 'middle',
    ranges: catalogueRanges('FERR'),
    values: [24, 31, 18],
    community: { average: 74, people: 9310 },
    labNotes: [null, null, 'Low iron stores. Your doctor has added advice to your report.'],
  },
  { code: 'NHDL', label: 'Non-HDL cholesterol', unit: 'mmol/L', better: 'lower', ranges: catalogueRanges('NHDL'), values: [3.9, 3.3, 2.9] },
  { code: 'TRIG', label: 'Triglycerides', unit: 'mmol/L', better: 'lower', ranges: catalogueRanges('TRIG'), values: [1.9, 1.3, 1.1] },
  {
    code: 'CHDR',
    label: 'Cholesterol to HDL ratio',
    unit: 'ratio',
    better: 'lower',
    ranges: catalogueRanges('CHDR'),
    values: [3.6, 3.06, 2.71],
  },
  { code: 'HBA1C', label: 'HbA1c', unit: 'mmol/mol', better: 'lower', ranges: catalogueRanges('HBA1C'), values: [39, 37, 36] },
  { code: 'VITD', label: 'Vitamin D (25-OH)', unit: 'nmol/L', better: 'middle', ranges: catalogueRanges('VITD'), values: [38, 72, 61] },
  { code: 'B12', label: 'Vitamin B12', unit: 'pmol/L', better: 'middle', ranges: catalogueRanges('B12'), values: [290, 340, 410] },
  { code: 'FOLA', label: 'Folate', unit: 'nmol/L', better: 'middle', ranges: catalogueRanges('FOLA'), values: [9.1, 14, 16.5] },
  {
    code: 'CRP',
    label: 'C-reactive protein (hs-CRP)',
    unit: 'mg/L',
    better: 'lower',
    ranges: catalogueRanges('CRP'),
    values: [2.1, 0.8, 0.5],
    operator: [null, null, '<'],
    labNotes: [null, null, 'Below the lowest level the lab can measure (0.5 mg/L).'],
  },
  {
    code: 'TSH',
    label: 'Thyroid stimulating hormone (TSH)',
    unit: 'mU/L',
    better: 'middle',
    ranges: catalogueRanges('TSH'),
    values: [2.1, 1.8, 2.6],
  },
  {
    code: 'FT4',
    label: 'Free thyroxine (free T4)',
    unit: 'pmol/L',
    better: 'middle',
    ranges: catalogueRanges('FT4'),
    values: [15.2, 16, 14.8],
  },
  { code: 'CREA', label: 'Creatinine', unit: 'umol/L', better: 'middle', ranges: catalogueRanges('CREA'), values: [68, 71, 74] },
  { code: 'EGFR', label: 'eGFR', unit: 'mL/min/1.73m2', better: 'higher', ranges: catalogueRanges('EGFR'), values: [98, 94, 92] },
  {
    code: 'ALT',
    label: 'Alanine aminotransferase (ALT)',
    unit: 'U/L',
    better: 'lower',
    ranges: catalogueRanges('ALT'),
    values: [22, 35, 19],
    labNotes: [null, 'Slightly raised. Hard exercise in the days before a test can do this.', null],
  },
];

/** Lab test cycles of the results persona, oldest first; the last is the subscription test the rest of the app already knows. */
const LAB_CYCLES = [
  { cycle: 'cycle-results-older', test: 'test-results-older', daysAgo: 330 },
  { cycle: 'cycle-results-previous', test: 'test-results-previous', daysAgo: 190 },
  { cycle: 'cycle-results-1', test: 'test-results-1', daysAgo: 60 },
];

/** Results the person typed in from another lab (venous sample), about 120 days ago, already in our units. */
const UPLOADED = {
  cycle: 'cycle-results-upload',
  test: 'test-results-upload',
  daysAgo: 120,
  values: { FERR: 22, VITD: 54.91, B12: 309.96 } as Record<string, number>,
};

function classification(row: PanelRow, previous: number | null, current: number): MockAnalyteResult['value_change_classification'] {
  if (previous === null) return 'first_result';
  if (Math.abs(current - previous) < 1e-9) return 'no_change';
  const up = current > previous;
  if (row.better === 'higher') return up ? 'up_positive' : 'down_negative';
  if (row.better === 'lower') return up ? 'up_negative' : 'down_positive';
  const rank = (value: number) =>
    ['highly_abnormal', 'out_of_range', 'abnormal', 'normal', 'optimal'].indexOf(bandOf(value, row.ranges)?.status ?? 'normal');
  const better = rank(current) >= rank(previous);
  return up ? (better ? 'up_positive' : 'up_negative') : better ? 'down_positive' : 'down_negative';
}

function direction(row: PanelRow, value: number, status: string): 'above' | 'below' | null {
  const band = bandOf(value, row.ranges);
  if (!band || band.status === status) return null;
  const index = row.ranges.indexOf(band);
  const target = row.ranges.findIndex((candidate) => candidate.status === status);
  return target === -1 ? null : index > target ? 'above' : 'below';
}

function labResult(
  row: PanelRow,
  userId: string,
  cycle: string,
  index: number,
  processedAt: string,
  previous: number | null,
): MockAnalyteResult | null {
  const value = row.values[index];
  if (value === null || value === undefined) return null;
  const severity = statusOf(value, row.ranges);
  return {
    id: `result-${cycle}-${row.code.toLowerCase()}`,
    user_id: userId,
    test_cycle_id: cycle,
    analyte_id: row.code,
    value,
    unit: row.unit,
    operator: row.operator?.[index] ?? null,
    label: row.label,
    processed_at: processedAt,
    uploaded: false,
    reference_ranges: row.ranges,
    previous_value: previous,
    value_change_classification: classification(row, previous, value),
    direction_from_normal: directionFromNormal(value, row.ranges),
    direction_from_optimal: direction(row, value, 'optimal'),
    community_stats: row.community ?? {},
    severity,
    reason_for_failure: null,
    successful: true,
    is_binary_result: false,
    lab_notes: row.labNotes?.[index] ?? null,
    sample_type: 'finger_prick',
  };
}

export interface ResultsSeed {
  users: MockUser[];
  tests: MockTest[];
  analyteResults: MockAnalyteResult[];
  reports: MockReport[];
  forecasts: MockForecast[];
  predictiveResults: MockPredictiveResult[];
  sampleFailures: MockSampleFailure[];
  healthScores: Record<string, MockHealthScore[]>;
}

const ESSENTIAL_PANEL: MockTest['panel'] = {
  id: 'panel-essential',
  name: 'Essential',
  profiles: [
    { id: 'profile-lipids', name: 'Cholesterol' },
    { id: 'profile-iron', name: 'Iron' },
    { id: 'profile-vitamins', name: 'Vitamins' },
    { id: 'profile-thyroid', name: 'Thyroid' },
    { id: 'profile-kidney', name: 'Kidney function' },
    { id: 'profile-liver', name: 'Liver function' },
  ],
};

const DOCTOR = { id: 'doctor-okafor', name: 'Dr Amara Okafor', gmc_number: '7012345' };

function completedTest(
  id: string,
  userId: string,
  cycle: string,
  completed: (days: number) => string,
  daysAgo: number,
  overrides: Partial<MockTest> = {},
): MockTest {
  return {
    id,
    user_id: userId,
    state: 'complete',
    test_date: completed(daysAgo + 5).slice(0, 10),
    completed_at: completed(daysAgo),
    sample_received_at: completed(daysAgo + 2),
    dispatched_at: completed(daysAgo + 7),
    uploaded_at: null,
    is_retail_test: false,
    one_off: true,
    sequence_in_subscription: null,
    test_cycle_id: cycle,
    panel: ESSENTIAL_PANEL,
    organization_id: null,
    subscription_id: null,
    ...overrides,
  };
}

/** The results persona's history and the failed-sample persona, with times relative to `now`. */
export function seedResults(now: number, makeUser: (user: Partial<MockUser> & Pick<MockUser, 'id' | 'email'>) => MockUser): ResultsSeed {
  const ago = (days: number) => new Date(now - days * DAY).toISOString();
  const userId = 'user-results';
  const tests: MockTest[] = [];
  const analyteResults: MockAnalyteResult[] = [];
  const latestValue = new Map<string, number>();

  const timeline = [
    ...LAB_CYCLES.map((cycle, index) => ({ ...cycle, index, uploaded: false })),
    { ...UPLOADED, index: -1, uploaded: true },
  ].sort((x, y) => y.daysAgo - x.daysAgo);
  for (const step of timeline) {
    if (step.uploaded) {
      tests.push(
        completedTest(UPLOADED.test, userId, UPLOADED.cycle, ago, UPLOADED.daysAgo, {
          uploaded_at: ago(UPLOADED.daysAgo),
          dispatched_at: null,
          sample_received_at: null,
          panel: { id: 'panel-upload', name: 'Uploaded results', profiles: [] },
        }),
      );
      for (const row of PANEL.filter((candidate) => candidate.code in UPLOADED.values)) {
        const value = UPLOADED.values[row.code] ?? 0;
        const previous = latestValue.get(row.code) ?? null;
        const base = labResult(
          { ...row, values: [value], operator: [null], labNotes: [null] },
          userId,
          UPLOADED.cycle,
          0,
          ago(UPLOADED.daysAgo),
          previous,
        );
        if (base) analyteResults.push({ ...base, uploaded: true, sample_type: 'venous', community_stats: {} });
        latestValue.set(row.code, value);
      }
      continue;
    }
    const isLatest = step.cycle === 'cycle-results-1';
    if (!isLatest) tests.push(completedTest(step.test, userId, step.cycle, ago, step.daysAgo));
    for (const row of PANEL) {
      const previous = latestValue.get(row.code) ?? null;
      const result = labResult(row, userId, step.cycle, step.index, ago(step.daysAgo), previous);
      if (result) analyteResults.push(result);
      const value = row.values[step.index];
      if (value !== null && value !== undefined) latestValue.set(row.code, value);
    }
    if (isLatest) {
      analyteResults.push({
        id: 'result-cycle-results-1-acovg',
        user_id: userId,
        test_cycle_id: step.cycle,
        analyte_id: 'ACOVG',
        value: 'Positive',
        unit: null,
        operator: null,
        label: 'COVID-19 antibodies',
        processed_at: ago(step.daysAgo),
        uploaded: false,
        reference_ranges: [],
        previous_value: null,
        value_change_classification: 'first_result',
        direction_from_normal: null,
        direction_from_optimal: null,
        community_stats: {},
        severity: 'normal',
        reason_for_failure: null,
        successful: true,
        is_binary_result: true,
        lab_notes: 'Antibodies found: usual after vaccination or a past infection.',
        sample_type: 'finger_prick',
      });
    }
  }

  const reports: MockReport[] = [
    {
      id: 'report-results-older',
      user_id: userId,
      test_cycle_id: 'cycle-results-older',
      doctor: DOCTOR,
      summary:
        'Your cholesterol is a little high and your vitamin D is low, which is common at the end of winter. Your iron stores are on the low side. Everything else looks healthy.',
    },
    {
      id: 'report-results-previous',
      user_id: userId,
      test_cycle_id: 'cycle-results-previous',
      doctor: DOCTOR,
      summary:
        'Good progress: your cholesterol and triglycerides have come down and your vitamin D is back in range. Your ALT (a liver enzyme) is slightly raised; this often follows hard exercise and is worth rechecking next time.',
    },
    {
      id: 'report-results-1',
      user_id: userId,
      test_cycle_id: 'cycle-results-1',
      doctor: DOCTOR,
      summary:
        'Your heart health markers are the best they have been. Your ferritin (iron stores) is low at 18 ug/L. If you feel tired or short of breath, or your periods are heavy, please see your GP; otherwise, iron-rich foods with vitamin C and a retest in 3 months are sensible.',
    },
  ];

  const predictiveResults: MockPredictiveResult[] = [
    {
      id: 'predictive-ferr',
      user_id: userId,
      analyte_id: 'FERR',
      unit: 'ug/L',
      current_level: 'abnormal',
      current_value: 18,
      weeks: 12,
      predictions: [
        { intervention_id: 'intervention-iron-foods', intervention_name: 'Eat iron-rich foods with vitamin C', level: 'normal', value: 38 },
        {
          intervention_id: 'intervention-tea-timing',
          intervention_name: 'Keep tea and coffee away from meals',
          level: 'normal',
          value: 41,
        },
      ],
    },
    {
      id: 'predictive-ldl',
      user_id: userId,
      analyte_id: 'LDL',
      unit: 'mmol/L',
      current_level: 'normal',
      current_value: 2.4,
      weeks: 12,
      predictions: [
        { intervention_id: 'intervention-fibre', intervention_name: 'Add 10 g of soluble fibre a day', level: 'normal', value: 2.2 },
        {
          intervention_id: 'intervention-walking',
          intervention_name: 'Walk briskly for 30 minutes, 5 days a week',
          level: 'optimal',
          value: 1.95,
        },
      ],
    },
    {
      id: 'predictive-vitd',
      user_id: userId,
      analyte_id: 'VITD',
      unit: 'nmol/L',
      current_level: 'normal',
      current_value: 61,
      weeks: 12,
      predictions: [
        {
          intervention_id: 'intervention-vitd',
          intervention_name: 'Take 10 micrograms of vitamin D a day from October to March',
          level: 'optimal',
          value: 80,
        },
      ],
    },
  ];

  // A forecast ends where the prediction shown for its analyte ends (the same domain function decides both), so the
  // forecast page and the predicted results never disagree. Its raw values carry the model's false precision; the
  // pages round them to the analyte's reporting precision.
  const forecast = (
    analyte: string,
    unit: string,
    start: number,
    spread: number,
    interventions: MockForecast['interventions'],
  ): MockForecast => {
    const prediction = predictiveResults.find((candidate) => candidate.analyte_id === analyte);
    const end =
      predictedOutcome(prediction?.predictions ?? [], catalogueRanges(analyte), reportingPrecision(analyte)).shown?.value ?? start;
    return {
      id: `forecast-${analyte.toLowerCase()}`,
      user_id: userId,
      test_cycle_id: 'cycle-results-1',
      analyte_id: analyte,
      unit,
      values: [0, 4, 8, 12].map((week) => {
        const value = start + ((end - start) * week) / 12;
        const width = spread * (0.4 + week / 12);
        return { date: ago(60 - week * 7).slice(0, 10), value, lower: Math.max(0, value - width), upper: value + width };
      }),
      interventions,
    };
  };
  const forecasts: MockForecast[] = [
    forecast('FERR', 'ug/L', 18, 9, [
      {
        id: 'intervention-iron-foods',
        name: 'Eat iron-rich foods with vitamin C',
        expected_change: 'Raises ferritin by about 20 ug/L over 12 weeks',
      },
      { id: 'intervention-tea-timing', name: 'Keep tea and coffee away from meals', expected_change: 'Helps your body absorb more iron' },
    ]),
    forecast('LDL', 'mmol/L', 2.4, 0.35, [
      { id: 'intervention-fibre', name: 'Add 10 g of soluble fibre a day', expected_change: 'Lowers LDL by about 5 %' },
    ]),
  ];

  const score = (
    category: string,
    values: number[],
    card: MockHealthScore['score_card'],
    shift: MockHealthScore['score_shift'],
  ): MockHealthScore[] =>
    values.map((value, index) => {
      const at = ago(3 + (values.length - 1 - index) * 60);
      const latest = index === values.length - 1;
      return {
        category,
        adjusted_score: value,
        last_calculated_at: at,
        created_at: at,
        ...(latest ? { score_card: card, score_shift: shift } : {}),
      };
    });
  const healthScores = {
    [userId]: [
      ...score(
        'longevity',
        [0.76, 0.79, 0.81, 0.83, 0.84, 0.86],
        {
          summary: 'Your heart health markers and activity put you in good shape for the long term.',
          factors: [
            { name: 'Cholesterol balance', effect: 'helps' },
            { name: 'Regular exercise', effect: 'helps' },
            { name: 'Low iron stores', effect: 'hurts' },
          ],
        },
        {
          change_in_score: 2,
          changes: [
            { description: 'LDL cholesterol came down to 2.4 mmol/L', change: 2 },
            { description: 'Ferritin fell to 18 ug/L', change: -1 },
            { description: 'You walk more days a week', change: 1 },
          ],
        },
      ),
      ...score(
        'energy',
        [0.69, 0.72, 0.76, 0.77, 0.74],
        {
          summary: 'Low iron stores and short sleep are holding your energy back.',
          factors: [
            { name: 'Low iron stores', effect: 'hurts' },
            { name: 'Sleep under 7 hours', effect: 'hurts' },
            { name: 'Vitamin B12 in range', effect: 'helps' },
          ],
        },
        { change_in_score: -3, changes: [{ description: 'Ferritin fell to 18 ug/L', change: -3 }] },
      ),
      ...score(
        'mental_wellbeing',
        [0.88, 0.9, 0.91],
        {
          summary: 'You report low stress and good life satisfaction.',
          factors: [
            { name: 'Low stress', effect: 'helps' },
            { name: 'Time outdoors', effect: 'helps' },
          ],
        },
        null,
      ),
    ],
  };

  // The failed-sample persona: the latest test's sample could not be analysed (classified, so a free replacement can be claimed);
  // an older one failed without a classification (no credit: the page says so plainly).
  const failedId = 'user-failed';
  const failedUser = makeUser({
    id: failedId,
    email: 'failed@example.com',
    first_name: 'Femi',
    last_name: 'Adeyemi',
    dob: '1979-11-02',
    sex: 'M',
    roles: ['customer', 'subscriber'],
    address: { line1: '9 Harbour Road', locality: 'Leeds', postcode: 'LS1 4AP' },
  });
  const failedTests = [
    completedTest('test-failed-old', failedId, 'cycle-failed-old', ago, 200),
    completedTest('test-failed-1', failedId, 'cycle-failed-1', ago, 6),
  ];
  const failedResults: MockAnalyteResult[] = failedTests.flatMap((test) =>
    ['CHOL', 'HDL', 'LDL', 'FERR'].map(
      (code) =>
        ({
          id: `result-${test.test_cycle_id}-${code.toLowerCase()}`,
          user_id: failedId,
          test_cycle_id: test.test_cycle_id,
          analyte_id: code,
          value: null,
          unit: PANEL.find((row) => row.code === code)?.unit ?? null,
          operator: null,
          label: PANEL.find((row) => row.code === code)?.label ?? code,
          processed_at: test.completed_at,
          uploaded: false,
          reference_ranges: [],
          previous_value: null,
          value_change_classification: null,
          direction_from_normal: null,
          direction_from_optimal: null,
          community_stats: {},
          severity: 'not_applicable',
          successful: false,
          reason_for_failure:
            test.test_cycle_id === 'cycle-failed-1' ? 'Not enough blood in the tube to test' : 'The sample could not be tested',
          is_binary_result: false,
          lab_notes: null,
          sample_type: 'finger_prick',
        }) satisfies MockAnalyteResult,
    ),
  );

  return {
    users: [failedUser],
    tests: [...tests, ...failedTests],
    analyteResults: [...analyteResults, ...failedResults],
    reports,
    forecasts,
    predictiveResults,
    sampleFailures: [
      {
        user_id: failedId,
        test_cycle_id: 'cycle-failed-1',
        failure_classification: 'insufficient-sample',
        credit_redeemed_at: null,
        replacement_test_id: null,
      },
      {
        user_id: failedId,
        test_cycle_id: 'cycle-failed-old',
        failure_classification: null,
        credit_redeemed_at: null,
        replacement_test_id: null,
      },
    ],
    healthScores,
  };
}
