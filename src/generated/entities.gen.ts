// Generated from schemas/entities/*.schema.json by `npm run codegen`; do not edit.
/* eslint-disable */
/**
 * Change from the previous value: up or down (positive or negative), no change, first result, invalid.
 */
export type ValueChangeClassification =
  'up_positive' | 'up_negative' | 'down_positive' | 'down_negative' | 'no_change' | 'first_result' | 'invalid';
/**
 * Analyte result status; not_applicable is labelled "Test failed".
 */
export type ResultStatus = 'highly_abnormal' | 'abnormal' | 'normal' | 'optimal' | 'out_of_range' | 'not_applicable';
/**
 * How the sample was collected.
 */
export type SampleType = 'finger_prick' | 'venous' | 'automatic_capillary';
/**
 * Percentage off (capped by maximum_discount_cents) or a fixed amount in pence.
 */
export type DiscountType = 'percentage' | 'fixed';
/**
 * Test lifecycle. Only scheduled tests can be confirmed.
 */
export type TestState = 'scheduled' | 'active' | 'complete' | 'cancelled';
/**
 * Test package subscription state; a cancelled one flagged paused is shown as paused.
 */
export type SubscriptionState = 'active' | 'pending' | 'paused' | 'cancelled';
/**
 * Shop (supplement) subscription state.
 */
export type ShopSubscriptionState = 'active' | 'paused';
/**
 * Shop order state; one cart order is kept or created.
 */
export type OrderState = 'cart' | 'completed' | 'cancelled';
/**
 * Order and reorder processing state.
 */
export type OrderProcessingState = 'PROCESSING' | 'COMPLETE';
/**
 * Health plan state.
 */
export type HealthPlanState = 'pending' | 'active' | 'completed' | 'cancelled';
/**
 * Health plan task state.
 */
export type TaskState = 'active' | 'completed' | 'removed';
/**
 * Kind of health plan task.
 */
export type TaskKind = 'information' | 'tracking';
/**
 * Health plan task category.
 */
export type TaskCategory =
  'alcohol' | 'diet' | 'exercise' | 'other' | 'relaxation' | 'smoking' | 'supplements' | 'weight-management';
/**
 * Type of coupon applied to an order.
 */
export type CouponType = 'partner' | 'other';
/**
 * Health score category.
 */
export type HealthScoreCategory = 'longevity' | 'energy' | 'mental_wellbeing';
/**
 * Health goal; worried, tracking and other are legacy values excluded on import.
 */
export type Goal =
  'energy' | 'fitness' | 'mood' | 'sleep' | 'longevity' | 'weight_loss' | 'worried' | 'tracking' | 'other';
/**
 * Biological sex.
 */
export type Sex = 'M' | 'F';
/**
 * Measurement unit preference.
 */
export type UnitPreference = 'metric' | 'imperial';
/**
 * Why a subscription was cancelled.
 */
export type CancellationReason =
  'sample' | 'frequency' | 'price' | 'reports' | 'test_once' | 'gp_managing_condition' | 'competitor' | 'other';
/**
 * Health plan onboarding steps, in order.
 */
export type PlanOnboardingStep = 'intro' | 'overview' | 'commitment' | 'start';
/**
 * What the task screen shows.
 */
export type TaskScreenState =
  'task-input' | 'week-complete' | 'not-set' | 'complete' | 'no-progress' | 'made-progress' | 'one-task-left';
/**
 * Email verification status; EXPIRED after a 410.
 */
export type EmailVerificationStatus = 'INITIAL' | 'VERIFYING' | 'VERIFIED' | 'EXPIRED';
/**
 * Status of resending the verification email.
 */
export type ResendStatus = 'INITIAL' | 'SENDING' | 'SENT' | 'ERROR';
/**
 * Whether a failed test credit can be redeemed; cannot_redeem without a failure classification.
 */
export type ClaimCreditStatus = 'can_redeem' | 'cannot_redeem';
/**
 * Unit of a shop frequency.
 */
export type FrequencyUnit = 'day' | 'week' | 'month' | 'year';
/**
 * Shop category ids: supplements 1, services 2, bundles 3, tests 4, health plans 5, memberships 6, tokens 7.
 */
export type ShopCategoryId = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/**
 * Status of loading something a screen shows (SPEC section 4).
 */
export type LoadingStatus = 'done' | 'loading' | 'error';
/**
 * Status of updating a subscription: initial, loading, then success or error, back to initial after the reset delay (SPEC section 4).
 */
export type SubscriptionUpdateStatus = 'initial' | 'loading' | 'success' | 'error';
/**
 * Which delivery label a test shows, first match wins: Complete, Sample received, Sent, Registered, Started (SPEC section 3; the labels are messages test.delivery.<status>).
 */
export type TestDeliveryStatus = 'complete' | 'sampleReceived' | 'sent' | 'registered' | 'started';
/**
 * Groups the health profile is saved in: goals, general health, diet, lifestyle, mental wellbeing, diagnosed conditions, medical (SPEC section 3).
 */
export type HealthProfileGroup =
  'goals' | 'general-health' | 'diet' | 'lifestyle' | 'mental-wellbeing' | 'diagnosed-conditions' | 'medical';

/**
 * Every schema of schemas/entities, by title.
 */
export interface EntityTypes {
  Address: Address;
  AnalyteResult: AnalyteResult;
  ChatIdentity: ChatIdentity;
  ContentDocument: ContentDocument;
  DiscountCode: DiscountCode;
  Doctor: Doctor;
  EntityEnums: EntityEnums;
  Escalation: Escalation;
  Forecast: Forecast;
  HealthInsight: HealthInsight;
  HealthPlanTemplate: HealthPlanTemplate;
  HealthPlan: HealthPlan;
  HealthProfile: HealthProfile;
  HealthScore: HealthScore;
  InterventionAnalyte: InterventionAnalyte;
  InterventionSet: InterventionSet;
  Intervention: Intervention;
  LineItem: LineItem;
  Membership: Membership;
  Nudge: Nudge;
  Organization: Organization;
  Panel: Panel;
  Partner: Partner;
  PaymentIntent: PaymentIntent;
  PaymentMethod: PaymentMethod;
  PlanWeekReview: PlanWeekReview;
  PlanWeek: PlanWeek;
  Profile: Profile;
  QuestionnaireResponse: QuestionnaireResponse;
  Questionnaire: Questionnaire;
  Recipe: Recipe;
  Report: Report;
  RetailTest: RetailTest;
  Role: Role;
  ShareLinkView: ShareLinkView;
  ShareLink: ShareLink;
  SharedResults: SharedResults;
  ShopFrequency: ShopFrequency;
  ShopOrder: ShopOrder;
  ShopProduct: ShopProduct;
  ShopSubscription: ShopSubscription;
  ShopVariant: ShopVariant;
  SpecialistAppointment: SpecialistAppointment;
  Subscription: Subscription;
  SurveyAnswers: SurveyAnswers;
  SurveyQuestion: SurveyQuestion;
  SurveyState: SurveyState;
  Task: Task;
  TestCadence: TestCadence;
  TestRequest: TestRequest;
  Test: Test;
  UserPreference: UserPreference;
  UserReview: UserReview;
  User: User;
}
/**
 * A postal address.
 */
export interface Address {
  /**
   * First address line.
   */
  line1?: string | null;
  /**
   * Second address line.
   */
  line2?: string | null;
  /**
   * Third address line.
   */
  line3?: string | null;
  /**
   * Town or city.
   */
  locality?: string | null;
  /**
   * UK postcode.
   */
  postcode?: string | null;
}
/**
 * One analyte result of a test.
 */
export interface AnalyteResult {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Id (code) of the analyte measured.
   */
  analyte_id?: string;
  /**
   * Measured value (number, or text for binary results).
   */
  value?: number | string | null;
  /**
   * Unit of the value.
   */
  unit?: string | null;
  /**
   * Comparison operator of the value, e.g. "<" or ">".
   */
  operator?: string | null;
  /**
   * Display label of the result.
   */
  label?: string | null;
  /**
   * When the lab processed the result.
   */
  processed_at?: string | null;
  /**
   * Whether the result was uploaded by the user rather than the lab.
   */
  uploaded?: boolean;
  /**
   * Reference ranges by result status (unbounded ends extend by 15 percent when drawn).
   */
  reference_ranges?: {
    [k: string]: unknown;
  }[];
  /**
   * Value of the same analyte in the previous test.
   */
  previous_value?: number | null;
  /**
   * How the value changed since the previous result.
   */
  value_change_classification?: ValueChangeClassification | null;
  /**
   * Whether the value is above or below the normal range.
   */
  direction_from_normal?: string | null;
  /**
   * Whether the value is above or below the optimal range.
   */
  direction_from_optimal?: string | null;
  /**
   * How the value compares with other users.
   */
  community_stats?: {
    [k: string]: unknown;
  };
  /**
   * Result status of the value.
   */
  severity?: ResultStatus | null;
  /**
   * Why the analyte could not be measured.
   */
  reason_for_failure?: string | null;
  /**
   * Whether the analyte was measured successfully.
   */
  successful?: boolean;
  /**
   * Whether the result is positive/negative rather than a number.
   */
  is_binary_result?: boolean;
  /**
   * Notes from the laboratory.
   */
  lab_notes?: string | null;
  /**
   * How the sample was collected.
   */
  sample_type?: SampleType | null;
}
/**
 * The customer-chat identity (intercom_identities, id web).
 */
export interface ChatIdentity {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Device type sent when the identity is created (web).
   */
  device_type?: string;
  /**
   * User hash used to boot the customer-chat service.
   */
  intercom_hmac_digest?: string | null;
}
/**
 * A content document or article of the content service.
 */
export interface ContentDocument {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Content-service uid of the document.
   */
  uid?: string;
  /**
   * Document type, e.g. article or recipe.
   */
  type?: string;
  /**
   * Document title.
   */
  title?: string;
  /**
   * Content category.
   */
  category?: string | null;
  /**
   * Introductory text.
   */
  introduction?: string | null;
  /**
   * Body (rich text).
   */
  body?: string | null;
  /**
   * Author of the document.
   */
  author?: {
    /**
     * Author name.
     */
    name?: string;
    /**
     * Author image URL.
     */
    image?: string | null;
  } | null;
  /**
   * Links to podcast episodes.
   */
  podcast_links?: string[];
  /**
   * Last publication date.
   */
  last_publication_date?: string | null;
  /**
   * Cited references.
   */
  references?: string[];
  /**
   * Analyte codes the document describes (the content service's analyte_codes filter).
   */
  analyte_codes?: string[];
  /**
   * Intervention ids the document belongs to (intervention_ids and recipe_intervention_ids filters).
   */
  intervention_ids?: string[];
  /**
   * Recipe ingredients, one per line.
   */
  ingredients?: string[];
  /**
   * Recipe method steps, in order.
   */
  method?: string[];
  /**
   * Lead image of the document.
   */
  image_url?: string | null;
}
/**
 * A discount or referral code.
 */
export interface DiscountCode {
  /**
   * Resource id.
   */
  id: string;
  /**
   * The code the user enters (upper case).
   */
  code: string;
  /**
   * Kind of code, e.g. referral or promotion.
   */
  code_type?: string | null;
  /**
   * Percentage or fixed amount.
   */
  discount_type: DiscountType;
  /**
   * How the discount is applied (e.g. first order or every order).
   */
  discount_strategy?: string | null;
  /**
   * Percent off, or pence off for a fixed discount.
   */
  discount_amount: number;
  /**
   * Cap on a percentage discount, in pence; null if uncapped.
   */
  maximum_discount_cents?: number | null;
  /**
   * Human-readable description of the offer.
   */
  description?: string | null;
  /**
   * Panel ids the code applies to (empty: all).
   */
  valid_test_panels?: string[];
  /**
   * Panel ids the code does not apply to.
   */
  invalid_test_panels?: string[];
  /**
   * Expiry time; null if it never expires.
   */
  expires_at?: string | null;
}
/**
 * The doctor who wrote a report.
 */
export interface Doctor {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Doctor name.
   */
  name?: string;
  /**
   * Photo URL.
   */
  image_url?: string | null;
  /**
   * General Medical Council number.
   */
  gmc_number?: string | null;
}
/**
 * Every enumerated state of the entities (SPEC.md sections 3, 4 and 9).
 */
export interface EntityEnums {
  TestState?: TestState;
  SubscriptionState?: SubscriptionState;
  ShopSubscriptionState?: ShopSubscriptionState;
  OrderState?: OrderState;
  OrderProcessingState?: OrderProcessingState;
  HealthPlanState?: HealthPlanState;
  TaskState?: TaskState;
  TaskKind?: TaskKind;
  TaskCategory?: TaskCategory;
  ResultStatus?: ResultStatus;
  SampleType?: SampleType;
  ValueChangeClassification?: ValueChangeClassification;
  DiscountType?: DiscountType;
  CouponType?: CouponType;
  HealthScoreCategory?: HealthScoreCategory;
  Goal?: Goal;
  Sex?: Sex;
  UnitPreference?: UnitPreference;
  CancellationReason?: CancellationReason;
  PlanOnboardingStep?: PlanOnboardingStep;
  TaskScreenState?: TaskScreenState;
  EmailVerificationStatus?: EmailVerificationStatus;
  ResendStatus?: ResendStatus;
  ClaimCreditStatus?: ClaimCreditStatus;
  FrequencyUnit?: FrequencyUnit;
  ShopCategoryId?: ShopCategoryId;
  LoadingStatus?: LoadingStatus;
  SubscriptionUpdateStatus?: SubscriptionUpdateStatus;
  TestDeliveryStatus?: TestDeliveryStatus;
  HealthProfileGroup?: HealthProfileGroup;
}
/**
 * A clinical escalation on a test.
 */
export interface Escalation {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Clinician comments.
   */
  comments?: string[];
  /**
   * Escalation level.
   */
  level?: string | null;
  /**
   * Escalation severity.
   */
  severity?: string | null;
  /**
   * Whether the user has acknowledged the escalation.
   */
  acknowledged_by_user?: boolean;
  /**
   * Message shown to the customer.
   */
  customer_message?: string | null;
}
/**
 * A forecast for an analyte.
 */
export interface Forecast {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Analyte the forecast is for.
   */
  analyte_id?: string;
  /**
   * Forecast points.
   */
  values?: {
    [k: string]: unknown;
  }[];
}
/**
 * A health insight with categories and tags.
 */
export interface HealthInsight {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Insight title.
   */
  title?: string;
  /**
   * Insight text.
   */
  body?: string | null;
  /**
   * Categories the insight belongs to.
   */
  categories?: string[];
  /**
   * Tags of the insight.
   */
  tags?: string[];
}
/**
 * What a plan is made from: the 12-week plan (the weekly plan template) or the 4-week plan sold with a blood test.
 */
export interface HealthPlanTemplate {
  /**
   * Resource id; the weekly plan template has a fixed id.
   */
  id: string;
  /**
   * Template name.
   */
  name?: string;
  /**
   * Number of weeks (12 or 4).
   */
  weeks?: number;
  /**
   * What the plan is, shown during onboarding.
   */
  description?: string | null;
  /**
   * True for the 4-week plan product sold together with a blood test.
   */
  sold_with_blood_test?: boolean;
}
/**
 * A health plan (12 weeks, or a 4-week plan product).
 */
export interface HealthPlan {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Plan state.
   */
  state?: HealthPlanState;
  /**
   * Current week number (1 to 12, or 1 to 4).
   */
  current_week?: number;
  /**
   * First day of the plan.
   */
  first_day?: string | null;
  /**
   * Template the plan was created from.
   */
  health_plan_template_id?: string;
  /**
   * Commitment the user wrote during onboarding.
   */
  commitment_message?: string | null;
  /**
   * Whether health scores are shown with the plan.
   */
  show_health_scores?: boolean;
  /**
   * Owner of the plan.
   */
  user_id?: string;
  /**
   * Number of weeks, from the template.
   */
  weeks?: number;
  /**
   * Interventions the plan's tasks come from.
   */
  intervention_ids?: string[];
  /**
   * When the plan ended.
   */
  completed_at?: string | null;
}
/**
 * The health profile, mapped both ways to survey answers and saved in groups (goals, general health, diet, lifestyle, mental wellbeing, diagnosed conditions, medical). height_unit_preference, weight_unit_preference and waist_circumference_unit_preference default to metric. An attribute a survey question saves names its group in x-group; codegen checks each question's group against it.
 */
export interface HealthProfile {
  /**
   * Resource id.
   */
  id?: string;
  /**
   * Health goals chosen.
   *
   * @maxItems 4
   */
  goals?: Goal[];
  /**
   * The most important goal (asked when two or more goals).
   */
  important_goal?: Goal | null;
  /**
   * Ethnicity.
   */
  ethnicity?: string | null;
  /**
   * Sex or genders as recorded.
   */
  genders?: string | string[] | null;
  /**
   * Centimetres.
   */
  height?: number | null;
  /**
   * Kilograms.
   */
  weight?: number | null;
  /**
   * Centimetres.
   */
  waist_circumference?: number | null;
  /**
   * Unit for height.
   */
  height_unit_preference?: UnitPreference;
  /**
   * Unit for weight.
   */
  weight_unit_preference?: UnitPreference;
  /**
   * Unit for waist circumference.
   */
  waist_circumference_unit_preference?: UnitPreference;
  /**
   * Alcohol rating.
   */
  alcohol_rating?: number | null;
  /**
   * Self-rated diet.
   */
  diet_rating?: number | null;
  /**
   * Exercise rating.
   */
  exercise_rating?: number | null;
  /**
   * Smoking status.
   */
  smoking_status?: string | null;
  /**
   * Smoking category (yes, quit, never).
   */
  smoking_category?: string | null;
  /**
   * How much the user smokes.
   */
  smoking_amount?: string | null;
  /**
   * When the user quit smoking.
   */
  smoking_quit_time?: string | null;
  /**
   * Diabetes status.
   */
  diabetes_status?: string | null;
  /**
   * Thyroid condition.
   */
  thyroid_condition?: string | null;
  /**
   * Has cardiovascular disease.
   */
  cardiovascular_disease?: boolean | null;
  /**
   * Family history of cardiovascular disease.
   */
  family_history_cvd?: boolean | null;
  /**
   * Family history of cancer.
   */
  family_history_cancer?: boolean | null;
  /**
   * Family history of high cholesterol.
   */
  family_history_high_cholesterol?: boolean | null;
  /**
   * Family history of type 2 diabetes.
   */
  family_history_type_2_diabetes?: boolean | null;
  /**
   * Has chronic kidney disease.
   */
  chronic_kidney_disease?: boolean | null;
  /**
   * Has atrial fibrillation.
   */
  atrial_fibrillation?: boolean | null;
  /**
   * Has rheumatoid arthritis.
   */
  rheumatoid_arthritis?: boolean | null;
  /**
   * Has epilepsy.
   */
  epileptic?: boolean | null;
  /**
   * Has had a stroke.
   */
  stroke?: boolean | null;
  /**
   * Has had cancer.
   */
  cancer?: boolean | null;
  /**
   * Pre-existing conditions.
   *
   * @maxItems 30
   */
  pre_existing_conditions?: string[];
  /**
   * Current symptoms.
   */
  symptoms?: string[];
  /**
   * Treated for blood pressure.
   */
  blood_pressure_treatment?: boolean | null;
  /**
   * Knows a measured blood pressure.
   */
  blood_pressure_measured?: boolean | null;
  /**
   * Systolic blood pressure (mmHg).
   */
  blood_pressure_systolic?: number | null;
  /**
   * Diastolic blood pressure (mmHg).
   */
  blood_pressure_diastolic?: number | null;
  /**
   * Is pregnant.
   */
  pregnant?: boolean | null;
  /**
   * Is breast feeding.
   */
  breast_feeding?: boolean | null;
  /**
   * GP contact details.
   */
  gp_contact_details?: string | null;
  /**
   * Dietary restrictions.
   */
  dietary_restrictions?: string[];
  /**
   * Free-form metadata.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * QRISK cardiovascular risk.
   */
  qrisk?: {
    /**
     * QRISK score (percent).
     */
    score?: number | null;
    /**
     * Score of a healthy person of the same age and sex.
     */
    healthy_score?: number | null;
    /**
     * Risk relative to a healthy person.
     */
    relative_risk?: number | null;
    /**
     * Healthy heart age.
     */
    healthy_heart_age?: number | null;
  } | null;
  /**
   * Daily fruit and vegetable servings.
   */
  diet_fruit_and_veg_servings?: number | null;
  /**
   * Grains eaten.
   *
   * @maxItems 11
   */
  diet_grains?: string[];
  /**
   * Snacks eaten.
   *
   * @maxItems 10
   */
  diet_snacks?: string[];
  /**
   * Drinks taken.
   *
   * @maxItems 5
   */
  diet_drinks?: string[];
  /**
   * Food allergies.
   *
   * @maxItems 9
   */
  diet_food_allergies?: string[];
  /**
   * Supplements taken.
   *
   * @maxItems 15
   */
  supplements_taken?: string[];
  /**
   * Daily inactive time.
   */
  inactive_time?: number | null;
  /**
   * Does not drink alcohol.
   */
  alcohol_dont_drink?: boolean | null;
  /**
   * Hours of sleep a night.
   */
  sleep_hours?: number | null;
  /**
   * Days a week waking refreshed.
   */
  sleep_waking_refreshed_days?: number | null;
  /**
   * Fatigue rating (1 skips the other fatigue questions).
   */
  fatigued_rating?: number | null;
  /**
   * How much fatigue interferes physically.
   */
  fatigue_interferes_physically_rating?: number | null;
  /**
   * How much fatigue interferes socially.
   */
  fatigue_interferes_socially_rating?: number | null;
  /**
   * Stress rating.
   */
  stressed_rating?: number | null;
  /**
   * Life satisfaction rating.
   */
  satisfied_with_life?: number | null;
  /**
   * Social relationships rating.
   */
  good_social_relationships?: number | null;
  /**
   * How often stomach pain occurs.
   */
  stomach_pain_frequency?: string | null;
  /**
   * How often bowel movement issues occur.
   */
  bowel_movement_issues_frequency?: string | null;
  /**
   * Satisfaction with sex drive.
   */
  sex_drive_satisfaction?: number | null;
  /**
   * Ability to maintain an erection (sex M).
   */
  maintain_erection?: string | null;
  /**
   * Female health stage (sex F).
   */
  female_health_stage?: string | null;
  /**
   * Trouble conceiving (when trying to get pregnant).
   */
  female_trouble_conceiving?: boolean | null;
  /**
   * Premenstrual syndrome.
   */
  female_premenstrual_syndrome?: string | null;
  /**
   * Menopausal symptoms.
   */
  female_menopausal_symptoms?: string | null;
  /**
   * When the extended survey was answered.
   */
  extended_survey_answered_at?: string | null;
  /**
   * Previous finger-prick experience.
   */
  finger_prick_experience?: string | null;
  /**
   * Days a week of vigorous activity (0 skips the minutes question).
   */
  active_days_vigorous?: number | null;
  /**
   * Minutes per active day of vigorous activity.
   */
  active_minutes_vigorous?: number | null;
  /**
   * Days a week of moderate activity (0 skips the minutes question).
   */
  active_days_moderate?: number | null;
  /**
   * Minutes per active day of moderate activity.
   */
  active_minutes_moderate?: number | null;
  /**
   * Days a week of walking activity (0 skips the minutes question).
   */
  active_days_walking?: number | null;
  /**
   * Minutes per active day of walking activity.
   */
  active_minutes_walking?: number | null;
  /**
   * Days a week of resistance training activity (0 skips the minutes question).
   */
  active_days_resistance_training?: number | null;
  /**
   * Minutes per active day of resistance training activity.
   */
  active_minutes_resistance_training?: number | null;
  /**
   * Drinks of beer a week.
   */
  alcohol_beer_drinks_count?: number | null;
  /**
   * Drinks of cider a week.
   */
  alcohol_cider_drinks_count?: number | null;
  /**
   * Drinks of wine a week.
   */
  alcohol_wine_drinks_count?: number | null;
  /**
   * Drinks of champagne a week.
   */
  alcohol_champagne_drinks_count?: number | null;
  /**
   * Drinks of spirits a week.
   */
  alcohol_spirits_drinks_count?: number | null;
  /**
   * Diagnosed with asthma.
   */
  condition_asthma?: boolean | null;
  /**
   * Diagnosed with COPD.
   */
  condition_copd?: boolean | null;
  /**
   * Diagnosed with coeliac.
   */
  condition_coeliac?: boolean | null;
  /**
   * Diagnosed with crohns.
   */
  condition_crohns?: boolean | null;
  /**
   * Diagnosed with dementia.
   */
  condition_dementia?: boolean | null;
  /**
   * Diagnosed with gout.
   */
  condition_gout?: boolean | null;
  /**
   * Diagnosed with heart arrhythmia.
   */
  condition_heart_arrhythmia?: boolean | null;
  /**
   * Diagnosed with heart disease.
   */
  condition_heart_disease?: boolean | null;
  /**
   * Diagnosed with high blood pressure.
   */
  condition_high_blood_pressure?: boolean | null;
  /**
   * Diagnosed with high cholesterol.
   */
  condition_high_cholesterol?: boolean | null;
  /**
   * Diagnosed with HIV.
   */
  condition_hiv?: boolean | null;
  /**
   * Diagnosed with IBS.
   */
  condition_ibs?: boolean | null;
  /**
   * Diagnosed with liver disease.
   */
  condition_liver_disease?: boolean | null;
  /**
   * Diagnosed with mental health.
   */
  condition_mental_health?: boolean | null;
  /**
   * Diagnosed with PCOS.
   */
  condition_pcos?: boolean | null;
  /**
   * Diagnosed with prostate cancer.
   */
  condition_prostate_cancer?: boolean | null;
  /**
   * Diagnosed with ulcerative colitis.
   */
  condition_ulcerative_colitis?: boolean | null;
  /**
   * No diagnosed condition.
   */
  condition_none?: boolean | null;
  /**
   * Another diagnosed condition.
   */
  condition_other?: boolean | null;
  /**
   * Takes anti rheumatic medication.
   */
  medication_anti_rheumatic?: boolean | null;
  /**
   * Takes blood pressure medication.
   */
  medication_blood_pressure?: boolean | null;
  /**
   * Takes cholesterol lowering medication.
   */
  medication_cholesterol_lowering?: boolean | null;
  /**
   * Takes corticosteroids medication.
   */
  medication_corticosteroids?: boolean | null;
  /**
   * Takes heart medication.
   */
  medication_heart?: boolean | null;
  /**
   * Takes mental health medication.
   */
  medication_mental_health?: boolean | null;
  /**
   * Takes diuretic medication.
   */
  medication_diuretic?: boolean | null;
  /**
   * Takes sleeping tablets medication.
   */
  medication_sleeping_tablets?: boolean | null;
  /**
   * Takes thyroxine medication.
   */
  medication_thyroxine?: boolean | null;
  /**
   * Takes no medication.
   */
  medication_none?: boolean | null;
  /**
   * Takes other medication.
   */
  medication_other?: boolean | null;
}
/**
 * A health score by category.
 */
export interface HealthScore {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Score category.
   */
  category?: HealthScoreCategory;
  /**
   * Score from 0 to 1, shown as a rounded percent (thresholds 90, 80, 70).
   */
  adjusted_score?: number;
  /**
   * When the score was last calculated (next update 7 days later).
   */
  last_calculated_at?: string | null;
  /**
   * Camel-case alias of last_calculated_at.
   */
  lastCalculatedAt?: string | null;
  /**
   * When the score was created.
   */
  created_at?: string | null;
  /**
   * Breakdown of the score by factor.
   */
  score_card?: {
    [k: string]: unknown;
  };
  /**
   * How the score moved since the previous calculation.
   */
  score_shift?: {
    /**
     * Difference from the previous score.
     */
    change_in_score?: number | null;
    /**
     * Factors that changed the score.
     */
    changes?: {
      [k: string]: unknown;
    }[];
  } | null;
}
/**
 * An analyte an intervention targets.
 */
export interface InterventionAnalyte {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Name of the targeted analyte.
   */
  target_name?: string;
  /**
   * Result level the intervention aims for.
   */
  target_result_level?: ResultStatus;
  /**
   * Predicted effect on the analyte.
   */
  prediction?: {
    [k: string]: unknown;
  };
}
/**
 * A set of interventions.
 */
export interface InterventionSet {
  /**
   * Resource id.
   */
  id: string;
  /**
   * When the set was created.
   */
  created_at?: string | null;
  /**
   * Included interventions of the set.
   */
  interventions?: Intervention[];
}
/**
 * A health intervention.
 */
export interface Intervention {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Content-service document chain id.
   */
  doc_chain_id?: string;
  /**
   * Criteria that include the intervention in a plan.
   */
  inclusion_criteria?: {
    [k: string]: unknown;
  };
  /**
   * Analytes the intervention targets.
   */
  intervention_analytes?: InterventionAnalyte[];
}
/**
 * A line of a shop order.
 */
export interface LineItem {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Unit price in pence.
   */
  price_cents?: number;
  /**
   * Number of items.
   */
  quantity?: number;
  /**
   * Chosen delivery or test frequency.
   */
  frequency_id?: string | null;
  /**
   * Panel of a test line.
   */
  test_panel_id?: string | null;
  /**
   * Order the line belongs to.
   */
  order_id?: string;
  /**
   * Product variant bought.
   */
  variant_id?: string;
  /**
   * Product of the variant.
   */
  product_id?: string;
  /**
   * Product name.
   */
  product_name?: string;
  /**
   * Variant name.
   */
  variant_name?: string;
  /**
   * Shop category of the product.
   */
  category_id?: ShopCategoryId;
  /**
   * Most of this variant one order may hold.
   */
  max_items?: number | null;
}
/**
 * A membership product held by the user.
 */
export interface Membership {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Membership state.
   */
  state?: string;
  /**
   * When the membership started.
   */
  started_at?: string | null;
}
/**
 * A nudge shown to the user.
 */
export interface Nudge {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Nudge title.
   */
  title?: string;
  /**
   * Nudge text.
   */
  body?: string | null;
  /**
   * Nudge category.
   */
  category?: string | null;
}
/**
 * An organisation (partner) a user or test request comes from.
 */
export interface Organization {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Organisation name.
   */
  name?: string;
  /**
   * URL slug.
   */
  slug?: string;
  /**
   * Whether pages are co-branded.
   */
  cobranding?: boolean;
  /**
   * Co-branding logos.
   */
  logos?: {
    /**
     * Co-branding logo URL.
     */
    cobranding?: string;
    /**
     * Alternative co-branding logo URL.
     */
    cobranding_alt?: string;
  };
}
/**
 * A test panel: its profiles and configuration.
 */
export interface Panel {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Panel name, e.g. Essential or Baseline.
   */
  name?: string | null;
  /**
   * Panel configuration.
   */
  configuration?: {
    [k: string]: unknown;
  };
  /**
   * Price in pence.
   */
  price_cents?: number | null;
  /**
   * Profiles (groups of analytes) of the panel.
   */
  profiles?: Profile[];
}
/**
 * A test profile (group of analytes) within a panel.
 */
export interface Profile {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Profile name.
   */
  name?: string;
  /**
   * Profile code.
   */
  code?: string | null;
}
/**
 * A partner organisation that organises tests for its users.
 */
export interface Partner {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Partner name.
   */
  name?: string;
  /**
   * URL slug (GET /v1/partners/{slug}).
   */
  slug: string;
  /**
   * Whether pages are co-branded.
   */
  cobranding?: boolean;
  /**
   * Co-branding logos.
   */
  logos?: {
    /**
     * Co-branding logo URL.
     */
    cobranding?: string;
    /**
     * Alternative co-branding logo URL.
     */
    cobranding_alt?: string;
  };
}
/**
 * A payment intent of a checkout.
 */
export interface PaymentIntent {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Secret used to confirm the payment.
   */
  client_secret?: string;
  /**
   * Payment status.
   */
  status?: string;
  /**
   * Order the payment is for.
   */
  order_id?: string;
  /**
   * Amount in pence.
   */
  amount_cents?: number;
  /**
   * Where the browser goes once the person has answered their bank: the checkout's confirmation_url when the payment is confirmed, its cancellation_url when it is declined. Absent until then.
   */
  return_url?: string | null;
}
/**
 * The saved payment method; attributes are not specified beyond a display summary.
 */
export interface PaymentMethod {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Card brand.
   */
  brand?: string;
  /**
   * Last four digits of the card.
   */
  last4?: string;
  /**
   * Expiry month.
   */
  exp_month?: number;
  /**
   * Expiry year.
   */
  exp_year?: number;
}
/**
 * The person's review of a finished plan week.
 */
export interface PlanWeekReview {
  /**
   * Resource id.
   */
  id: string;
  /**
   * The week reviewed.
   */
  plan_week_id?: string;
  /**
   * How the week felt.
   */
  feeling?: 'easy' | 'about-right' | 'hard';
  /**
   * What helped or got in the way.
   */
  note?: string | null;
  /**
   * When the review was written.
   */
  created_at?: string;
}
/**
 * A week of a health plan.
 */
export interface PlanWeek {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Week state: completed once every task is done or skipped; missed when it ended without counting.
   */
  state?: 'upcoming' | 'active' | 'completed' | 'missed';
  /**
   * Week number.
   */
  week?: number;
  /**
   * Whether the week counts towards the streak.
   */
  streak_counted?: boolean;
  /**
   * First day of the week.
   */
  start_date?: string;
  /**
   * Last day of the week (6 days after the start).
   */
  end_date?: string;
  /**
   * The week's review, once written.
   */
  plan_week_review_id?: string | null;
}
/**
 * Answers to a questionnaire.
 */
export interface QuestionnaireResponse {
  /**
   * Resource id.
   */
  id?: string;
  /**
   * Questionnaire answered.
   */
  questionnaire_id: string;
  /**
   * One entry per answered question.
   */
  answers?: {
    /**
     * Question text.
     */
    question?: string;
    /**
     * Answer given.
     */
    answer?: string;
    /**
     * Question id.
     */
    question_id?: string;
  }[];
  /**
   * When the response was sent.
   */
  created_at?: string;
}
/**
 * A questionnaire (e.g. the women's health questionnaire).
 */
export interface Questionnaire {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Questionnaire title.
   */
  title?: string;
  /**
   * What the questionnaire is for, shown before the questions.
   */
  introduction?: string | null;
  /**
   * Questions of the questionnaire.
   */
  questions?: {
    /**
     * Question text.
     */
    title?: string;
    /**
     * Question id.
     */
    question_id?: string;
    /**
     * Answer value.
     */
    value?: string | null;
    /**
     * How the question is asked; the survey's question templates render it (default text).
     */
    template?: 'text' | 'single-choice' | 'multi-choice' | 'rating' | 'number' | 'date';
    /**
     * Hint under the question.
     */
    description?: string | null;
    /**
     * The questionnaire cannot be sent without an answer.
     */
    answer_required?: boolean;
    /**
     * Choices of a choice or rating question.
     */
    answers?: {
      /**
       * Label shown.
       */
      text: string;
      /**
       * Value sent.
       */
      value: string;
    }[];
    /**
     * Most choices a multi-choice question takes.
     */
    answers_limit?: number;
    /**
     * Lowest number accepted.
     */
    min?: number;
    /**
     * Highest number accepted.
     */
    max?: number;
  }[];
  /**
   * Included responses of the user.
   */
  questionnaire_responses?: QuestionnaireResponse[];
}
/**
 * A recipe document.
 */
export interface Recipe {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Content-service uid.
   */
  uid?: string;
  /**
   * Recipe title.
   */
  title?: string;
  /**
   * Recipe text.
   */
  body?: string | null;
  /**
   * Recipe image URL.
   */
  image_url?: string | null;
}
/**
 * The GP-style report of a test.
 */
export interface Report {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Doctor summary.
   */
  summary?: string | null;
  /**
   * Doctor who wrote the report.
   */
  doctor?: Doctor | null;
  /**
   * The user review of the report.
   */
  user_review?: UserReview | null;
}
/**
 * A user review of a target.
 */
export interface UserReview {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Type of the reviewed resource.
   */
  target_type?: string;
  /**
   * Id of the reviewed resource.
   */
  target_id?: string;
  /**
   * Rating given.
   */
  rating?: number | null;
  /**
   * Review comment.
   */
  comment?: string | null;
}
/**
 * A retail test kit.
 */
export interface RetailTest {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Kit reference.
   */
  reference?: string;
  /**
   * When the kit was registered.
   */
  registered_at?: string | null;
}
/**
 * A role held by a user; permissions are flattened from roles.
 */
export interface Role {
  /**
   * Role name, e.g. customer, subscriber, tfp.
   */
  name: string;
  /**
   * Permissions the role grants, e.g. results, blood_test_subscription, supplements; the client flattens them into the user's permissions.
   */
  permissions?: string[];
}
/**
 * One opening of a shared link: when, and on what kind of device.
 */
export interface ShareLinkView {
  /**
   * Resource id.
   */
  id: string;
  /**
   * When the link was opened.
   */
  viewed_at?: string;
  /**
   * The kind of device that opened it (src/domain/share/device-family.ts).
   */
  device_family?:
    'iphone' | 'ipad' | 'android-phone' | 'android-tablet' | 'chromebook' | 'windows' | 'mac' | 'linux' | 'other';
}
/**
 * A link a person shares with a doctor (issue 44). The token is in the answer that made the link and nowhere else: the server keeps only its SHA-256.
 */
export interface ShareLink {
  /**
   * Resource id.
   */
  id: string;
  /**
   * What the link shows: the latest test, or every test with its history.
   */
  scope?: 'latest' | 'all';
  /**
   * Whether the link opens, and if not, why.
   */
  status?: 'active' | 'expired' | 'revoked' | 'locked';
  /**
   * When the link was made.
   */
  created_at?: string;
  /**
   * When the link stops working.
   */
  expires_at?: string;
  /**
   * When the person revoked it.
   */
  revoked_at?: string | null;
  /**
   * When too many wrong passcodes locked it.
   */
  locked_at?: string | null;
  /**
   * Whether the link asks for a passcode.
   */
  has_passcode?: boolean;
  /**
   * Wrong passcodes entered so far.
   */
  wrong_passcodes?: number;
  /**
   * The dates of the tests the link shows, oldest first.
   */
  test_dates?: string[];
  /**
   * The link's token (128 random bits, base64url): only in the answer that made the link.
   */
  token?: string;
  /**
   * Each time the link was opened, newest first.
   */
  openings?: ShareLinkView[];
}
/**
 * What a shared link shows a clinician, and what a person downloads of their own results: the patient, the tests with their reports, and their results.
 */
export interface SharedResults {
  /**
   * The link's id (the person's id for their own download).
   */
  id: string;
  /**
   * The latest test, or every test with its history.
   */
  scope?: 'latest' | 'all';
  /**
   * When the link stops working; null for a person's own download.
   */
  expires_at?: string | null;
  /**
   * Who the results belong to.
   */
  patient?: {
    first_name?: string | null;
    last_name?: string | null;
    dob?: string | null;
    sex?: string | null;
  };
  /**
   * The tests shared, oldest first, each with its report.
   */
  tests?: Test[];
  /**
   * The results of those tests, each with its test.
   */
  analyte_results?: AnalyteResult[];
}
/**
 * A blood test (test cycle). Delivery label: Complete, Sample received, Sent, Registered, Started.
 */
export interface Test {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Test state.
   */
  state: TestState;
  /**
   * Scheduled test date.
   */
  test_date?: string | null;
  /**
   * When results were completed.
   */
  completed_at?: string | null;
  /**
   * When the lab received the sample.
   */
  sample_received_at?: string | null;
  /**
   * When the kit was dispatched.
   */
  dispatched_at?: string | null;
  /**
   * When results were uploaded.
   */
  uploaded_at?: string | null;
  /**
   * Whether the kit was bought in retail.
   */
  is_retail_test?: boolean;
  /**
   * Whether it is a one-off test.
   */
  one_off?: boolean;
  /**
   * Position of the test in its subscription (1 is the first).
   */
  sequence_in_subscription?: number | null;
  /**
   * Test cycle id used to start or confirm the test.
   */
  test_cycle_id?: string;
  /**
   * Components that can be ordered.
   */
  orderable_components?: {
    /**
     * Orderable component types.
     */
    types?: string[];
  };
  /**
   * Subscription of the test.
   */
  subscription?: Subscription;
  /**
   * Panel of the test (with profiles).
   */
  panel?: Panel;
  /**
   * Result of the test.
   */
  result?: AnalyteResult;
  /**
   * Doctor report.
   */
  report?: Report;
  /**
   * Request the test came from (with organisation).
   */
  request?: TestRequest;
  /**
   * Interventions recommended from the test.
   */
  interventions?: Intervention[];
  /**
   * Clinical escalation.
   */
  escalation?: Escalation;
}
/**
 * A test package subscription.
 */
export interface Subscription {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Subscription state.
   */
  state?: SubscriptionState;
  /**
   * Paused flag (a cancelled one flagged paused is shown as paused).
   */
  paused?: boolean;
  /**
   * Months between tests (default 3).
   */
  frequency?: number;
  /**
   * Price per test in pence.
   */
  price_per_test?: number;
  /**
   * Preferred sample collection method.
   */
  sample_collection_preference?: SampleType | null;
  /**
   * Date of the next scheduled test.
   */
  next_scheduled_date?: string | null;
  /**
   * Panel tested.
   */
  panel?: Panel;
}
/**
 * The request a test came from, with its organisation.
 */
export interface TestRequest {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Organisation that requested the test.
   */
  organization?: Organization;
}
/**
 * A delivery or test frequency.
 */
export interface ShopFrequency {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Number of units between deliveries or tests.
   */
  frequency_number?: number;
  /**
   * Unit of the frequency.
   */
  frequency_unit?: FrequencyUnit;
}
/**
 * A shop order.
 */
export interface ShopOrder {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Order state.
   */
  order_state?: OrderState;
  /**
   * Order total in pence.
   */
  total_cents?: number;
  /**
   * When the order was completed.
   */
  completed_at?: string | null;
  /**
   * Delivery address.
   */
  address?: Address | null;
  /**
   * Discount applied, in pence.
   */
  discount_amount_cents?: number;
  /**
   * Coupon applied to the order.
   */
  coupon?: {
    /**
     * Partner or other coupon.
     */
    coupon_type?: CouponType;
    /**
     * The code applied.
     */
    code?: string;
  } | null;
  /**
   * Lines of the order.
   */
  line_items?: LineItem[];
  /**
   * The subscriptions this order started when it was paid (include=subscriptions).
   */
  subscriptions?: ShopSubscription[];
  /**
   * Order reference quoted to the customer.
   */
  reference?: string;
  /**
   * Sum of the lines before the discount, in pence.
   */
  subtotal_cents?: number;
  /**
   * State of the payment of the order: null before checkout, requires_action while the bank asks for authentication, succeeded, failed.
   */
  payment_status?: string | null;
}
/**
 * A shop (supplement) subscription.
 */
export interface ShopSubscription {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Subscription state.
   */
  state?: ShopSubscriptionState;
  /**
   * Quantity delivered each time.
   */
  variant_quantity?: number;
  /**
   * Next delivery date.
   */
  next_scheduled_date?: string | null;
  /**
   * When it was paused.
   */
  paused_at?: string | null;
  /**
   * When it was cancelled.
   */
  cancelled_at?: string | null;
  /**
   * Price per delivery in pence.
   */
  price_cents?: number;
  /**
   * Product delivered.
   */
  product_id?: string;
  /**
   * Name of the product delivered.
   */
  product_name?: string;
  /**
   * Variant delivered.
   */
  variant_id?: string;
  /**
   * Name of the variant delivered.
   */
  variant_name?: string;
  /**
   * Delivery frequency.
   */
  frequency_id?: string | null;
  /**
   * The paid order that started it; null for one started another way.
   */
  order_id?: string | null;
  /**
   * Date a paused subscription resumes by itself; null if it waits for the customer.
   */
  resumes_on?: string | null;
}
/**
 * A shop product.
 */
export interface ShopProduct {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Product name.
   */
  name?: string;
  /**
   * Subtitle.
   */
  sub_title?: string | null;
  /**
   * Product description.
   */
  description?: string | null;
  /**
   * Product image URL.
   */
  product_image_url?: string | null;
  /**
   * Whether the product is recommended to the user.
   */
  recommended?: boolean;
  /**
   * Display order.
   */
  order?: number;
  /**
   * Shop category id.
   */
  category_id?: ShopCategoryId;
  /**
   * Whether the product is on sale.
   */
  live?: boolean;
  /**
   * Product type.
   */
  product_type?: string;
  /**
   * URL slug.
   */
  slug?: string;
  /**
   * Test profile codes linked to the product.
   */
  linked_test_profile_codes?: string[];
  /**
   * Test panel the product sells.
   */
  test_panel_reference?: string | null;
  /**
   * Health plan template the product sells.
   */
  health_plan_template_reference?: string | null;
  /**
   * Variants of the product.
   */
  variants?: ShopVariant[];
}
/**
 * A purchasable variant of a shop product.
 */
export interface ShopVariant {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Product of the variant.
   */
  product_id?: string;
  /**
   * Variant name.
   */
  name?: string;
  /**
   * Stock keeping unit.
   */
  sku?: string;
  /**
   * One-off price in pence.
   */
  price_cents?: number;
  /**
   * Subscription price in pence.
   */
  subscription_price_cents?: number | null;
  /**
   * Whether the variant is out of stock.
   */
  out_of_stock?: boolean;
  /**
   * Frequency preselected for a subscription.
   */
  default_frequency_id?: string | null;
  /**
   * Ways it can be bought (one-off, subscription).
   */
  purchase_options?: string[];
  /**
   * Maximum quantity per order.
   */
  max_items?: number | null;
  /**
   * Sample collection method of a test variant.
   */
  sample_collection_method?: SampleType | null;
  /**
   * Thumbnail URL.
   */
  small_image_url?: string | null;
  /**
   * Frequencies a subscription to the variant can have.
   */
  frequencies?: ShopFrequency[];
}
/**
 * A booked appointment with a specialist (a services product).
 */
export interface SpecialistAppointment {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Specialist service booked.
   */
  product_id?: string;
  /**
   * Variant of the service (length or kind of session).
   */
  variant_id?: string | null;
  /**
   * Start of the appointment.
   */
  starts_at?: string;
  /**
   * What the customer wants to discuss.
   */
  notes?: string | null;
  /**
   * Booking reference.
   */
  reference?: string;
}
/**
 * Survey answers by question id (the default set; the survey graph may add more).
 */
export interface SurveyAnswers {
  /**
   * First name.
   */
  name?: string | number | boolean | unknown[] | {} | null;
  /**
   * Surname.
   */
  surname?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the goals question.
   */
  goals?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the important goal question.
   */
  'important-goal'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the why goal question.
   */
  'why-goal'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Date of birth.
   */
  dob?: string | number | boolean | unknown[] | {} | null;
  /**
   * Sex (M or F).
   */
  sex?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the ethnicity question.
   */
  ethnicity?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the health conditions question.
   */
  'health-conditions'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the family health conditions question.
   */
  'family-health-conditions'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the height weight question.
   */
  'height-weight'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the alcohol intake question.
   */
  'alcohol-intake'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the diet question.
   */
  diet?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the rate diet question.
   */
  'rate-diet'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the exercise days question.
   */
  'exercise-days'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the smoking category question.
   */
  'smoking-category'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the smoking amount question.
   */
  'smoking-amount'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the smoking quit time question.
   */
  'smoking-quit-time'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Hours of sleep.
   */
  sleep_hours?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the stressed rating question.
   */
  'stressed-rating'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the satisfied with life question.
   */
  'satisfied-with-life'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the digestive question.
   */
  digestive?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the thyroid condition question.
   */
  'thyroid-condition'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the diabetes status question.
   */
  'diabetes-status'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the diagnosed conditions question.
   */
  'diagnosed-conditions'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the medication question.
   */
  medication?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the family history cholesterol question.
   */
  'family-history-cholesterol'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the family history cvd question.
   */
  'family-history-cvd'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the family history type 2 diabetes question.
   */
  'family-history-type-2-diabetes'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the family history cancer question.
   */
  'family-history-cancer'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the vigorous days question.
   */
  'vigorous-days'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the vigorous minutes question.
   */
  'vigorous-minutes'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the moderate days question.
   */
  'moderate-days'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the moderate minutes question.
   */
  'moderate-minutes'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the walking days question.
   */
  'walking-days'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the walking minutes question.
   */
  'walking-minutes'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the resistance days question.
   */
  'resistance-days'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the resistance minutes question.
   */
  'resistance-minutes'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the fatigued rating question.
   */
  'fatigued-rating'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the fatigue physical question.
   */
  'fatigue-physical'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the fatigue social question.
   */
  'fatigue-social'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the female health stage question.
   */
  'female-health-stage'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the female trouble conceiving question.
   */
  'female-trouble-conceiving'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the female menopausal symptoms question.
   */
  'female-menopausal-symptoms'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the female premenstrual question.
   */
  'female-premenstrual'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the waist circumference question.
   */
  'waist-circumference'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the onboarding intent question.
   */
  'onboarding-intent'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Answer to the recommendations intent question.
   */
  'recommendations-intent'?: string | number | boolean | unknown[] | {} | null;
  /**
   * Finger-prick experience.
   */
  finger_prick_experience?: string | number | boolean | unknown[] | {} | null;
  [k: string]: string | number | boolean | unknown[] | {} | null | undefined;
}
/**
 * Attributes of one survey question.
 */
export interface SurveyQuestion {
  /**
   * Health profile attribute(s) the question maps to.
   */
  health_profile?: string | string[] | null;
  /**
   * Whether an answer is required.
   */
  answer_required?: boolean;
  /**
   * Answer options.
   */
  answers?: {
    /**
     * Option label.
     */
    text: string;
    /**
     * Option value.
     */
    value: string | number | boolean;
  }[];
  /**
   * Maximum number of answers that can be chosen.
   */
  answers_limit?: number;
  /**
   * Question template (input kind).
   */
  template: string;
  /**
   * Question title.
   */
  title: string;
  /**
   * Help text.
   */
  description?: string;
  /**
   * Extra labels by key.
   */
  labels?: {
    [k: string]: string;
  };
}
/**
 * Survey progress kept in browser storage.
 */
export interface SurveyState {
  /**
   * Flow name -> answered question ids.
   */
  answered?: {
    [k: string]: string[];
  };
  /**
   * Answers given so far.
   */
  answers?: SurveyAnswers;
  /**
   * Health profile attributes mapped from the answers.
   */
  healthProfile?: {
    [k: string]: unknown;
  };
  /**
   * User profile attributes (name, dob, sex).
   */
  userProfile?: {
    [k: string]: unknown;
  };
  /**
   * Id of the last question seen (starts at name).
   */
  lastQuestionSeen: string;
  /**
   * Flows finished.
   */
  completedSurveyFlows?: string[];
  /**
   * Flow name -> visited node ids.
   */
  visitedNodes?: {
    [k: string]: string[];
  };
  /**
   * Survey version of the stored data.
   */
  currentSurveyVersion: 'healthSurvey_v12';
}
/**
 * A task of a plan week.
 */
export interface Task {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Plan week number.
   */
  week?: number;
  /**
   * Task state.
   */
  state?: TaskState;
  /**
   * Information or tracking task.
   */
  task_type?: TaskKind;
  /**
   * Task name.
   */
  name?: string;
  /**
   * Times completed this week.
   */
  completed_count?: number;
  /**
   * Times to complete this week (tracking tasks).
   */
  tracking_target?: number | null;
  /**
   * Task category.
   */
  category?: TaskCategory;
  /**
   * Intervention the task comes from.
   */
  thriva_intervention_id?: string | null;
  /**
   * What the task asks and why.
   */
  about?: string | null;
  /**
   * Why the person skipped the task (skip reasons 1 to 5); set with state removed.
   */
  skip_reason?: number | null;
  /**
   * Most times a week the person may choose when the target is theirs to set.
   */
  max_target?: number | null;
  /**
   * The week the task belongs to.
   */
  plan_week_id?: string;
}
/**
 * How often tests are taken.
 */
export interface TestCadence {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Number of units between tests.
   */
  frequency?: number;
  /**
   * Unit of the frequency.
   */
  unit?: string | null;
}
/**
 * Marketing preferences of a user.
 */
export interface UserPreference {
  /**
   * Resource id.
   */
  id: string;
  /**
   * Consents to marketing email.
   */
  marketing_email?: boolean;
  /**
   * Consents to personalised offers.
   */
  personalised_offers?: boolean;
}
/**
 * The signed-in person (resource owner).
 */
export interface User {
  /**
   * Resource id.
   */
  id: string;
  /**
   * First name.
   */
  first_name?: string | null;
  /**
   * Last name.
   */
  last_name?: string | null;
  /**
   * Email address (sign-in name).
   */
  email: string;
  /**
   * Date of birth.
   */
  dob?: string | null;
  /**
   * Sex.
   */
  sex?: Sex | null;
  /**
   * Phone number.
   */
  phone_number?: string | null;
  /**
   * Postal address.
   */
  address?: Address | null;
  /**
   * Whether a password is set (partner users may have none).
   */
  password_present?: boolean;
  /**
   * Reasons given for joining.
   */
  reasons_for_joining?: string[];
  /**
   * Whether the email is verified (a wall applies 48 hours after creation, or after a verified address was changed).
   */
  email_verified?: boolean;
  /**
   * When the account was created.
   */
  created_at?: string | null;
  /**
   * When the wait for the current address's verification began, if not at creation: a verified address changed then. The 48-hour verification window counts from it (else from created_at).
   */
  email_verification_started_at?: string | null;
  /**
   * Referral code of the user.
   */
  referral_code?: string | null;
  /**
   * Roles held (e.g. tfp hides banners).
   */
  roles?: Role[];
  /**
   * Flattened from the roles, e.g. results, blood_test_subscription, supplements.
   */
  permissions?: string[];
  /**
   * Partner organisation the user came from.
   */
  source_organisation?: Organization | null;
  /**
   * Where the person heard of us (sign-up funnel's user-attribution step).
   */
  heard_about_us?: string | null;
  /**
   * When the person acknowledged the important information before their test.
   */
  important_information_acknowledged_at?: string | null;
}
