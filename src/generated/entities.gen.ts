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
  PlanWeek: PlanWeek;
  Profile: Profile;
  QuestionnaireResponse: QuestionnaireResponse;
  Questionnaire: Questionnaire;
  Recipe: Recipe;
  Report: Report;
  RetailTest: RetailTest;
  Role: Role;
  ShopFrequency: ShopFrequency;
  ShopOrder: ShopOrder;
  ShopProduct: ShopProduct;
  ShopSubscription: ShopSubscription;
  ShopVariant: ShopVariant;
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
  line1?: string | null;
  line2?: string | null;
  line3?: string | null;
  /**
   * Town or city.
   */
  locality?: string | null;
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
  analyte_id?: string;
  value?: number | string | null;
  unit?: string | null;
  operator?: string | null;
  label?: string | null;
  processed_at?: string | null;
  uploaded?: boolean;
  reference_ranges?: {
    [k: string]: unknown;
  }[];
  previous_value?: number | null;
  value_change_classification?: ValueChangeClassification | null;
  direction_from_normal?: string | null;
  direction_from_optimal?: string | null;
  community_stats?: {
    [k: string]: unknown;
  };
  severity?: ResultStatus | null;
  reason_for_failure?: string | null;
  successful?: boolean;
  is_binary_result?: boolean;
  lab_notes?: string | null;
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
  device_type?: string;
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
  uid?: string;
  type?: string;
  title?: string;
  category?: string | null;
  introduction?: string | null;
  body?: string | null;
  author?: {
    name?: string;
    image?: string | null;
  } | null;
  podcast_links?: string[];
  last_publication_date?: string | null;
  references?: string[];
}
/**
 * A discount or referral code.
 */
export interface DiscountCode {
  /**
   * Resource id.
   */
  id: string;
  code: string;
  type?: string | null;
  discount_type: DiscountType;
  discount_strategy?: string | null;
  discount_amount: number;
  maximum_discount_cents?: number | null;
  description?: string | null;
  valid_test_panels?: string[];
  invalid_test_panels?: string[];
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
  name?: string;
  image_url?: string | null;
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
}
/**
 * A clinical escalation on a test.
 */
export interface Escalation {
  /**
   * Resource id.
   */
  id: string;
  comments?: string[];
  level?: string | null;
  severity?: string | null;
  acknowledged_by_user?: boolean;
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
  analyte_id?: string;
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
  title?: string;
  body?: string | null;
  categories?: string[];
  tags?: string[];
}
/**
 * A health plan (12 weeks, or a 4-week plan product).
 */
export interface HealthPlan {
  /**
   * Resource id.
   */
  id: string;
  state?: HealthPlanState;
  current_week?: number;
  first_day?: string | null;
  health_plan_template_id?: string;
  commitment_message?: string | null;
  show_health_scores?: boolean;
  user_id?: string;
}
/**
 * The health profile, mapped both ways to survey answers and saved in groups (goals, general health, diet, lifestyle, mental wellbeing, diagnosed conditions, medical). height_unit_preference, weight_unit_preference and waist_circumference_unit_preference default to metric.
 */
export interface HealthProfile {
  /**
   * Resource id.
   */
  id?: string;
  goals?: Goal[];
  important_goal?: Goal | null;
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
  height_unit_preference?: UnitPreference;
  weight_unit_preference?: UnitPreference;
  waist_circumference_unit_preference?: UnitPreference;
  alcohol_rating?: number | null;
  diet_rating?: number | null;
  exercise_rating?: number | null;
  smoking_status?: string | null;
  smoking_category?: string | null;
  smoking_amount?: string | null;
  smoking_quit_time?: string | null;
  diabetes_status?: string | null;
  thyroid_condition?: string | null;
  cardiovascular_disease?: boolean | null;
  family_history_cvd?: boolean | null;
  family_history_cancer?: boolean | null;
  family_history_high_cholesterol?: boolean | null;
  family_history_type_2_diabetes?: boolean | null;
  chronic_kidney_disease?: boolean | null;
  atrial_fibrillation?: boolean | null;
  rheumatoid_arthritis?: boolean | null;
  epileptic?: boolean | null;
  stroke?: boolean | null;
  cancer?: boolean | null;
  pre_existing_conditions?: string[];
  symptoms?: string[];
  blood_pressure_treatment?: boolean | null;
  blood_pressure_measured?: boolean | null;
  blood_pressure_systolic?: number | null;
  blood_pressure_diastolic?: number | null;
  pregnant?: boolean | null;
  breast_feeding?: boolean | null;
  gp_contact_details?: string | null;
  dietary_restrictions?: string[];
  metadata?: {
    [k: string]: unknown;
  };
  qrisk?: {
    score?: number | null;
    healthy_score?: number | null;
    relative_risk?: number | null;
    healthy_heart_age?: number | null;
  } | null;
  diet_fruit_and_veg_servings?: number | null;
  diet_grains?: string[];
  diet_snacks?: string[];
  diet_drinks?: string[];
  diet_food_allergies?: string[];
  supplements_taken?: string[];
  inactive_time?: number | null;
  alcohol_dont_drink?: boolean | null;
  sleep_hours?: number | null;
  sleep_waking_refreshed_days?: number | null;
  fatigued_rating?: number | null;
  fatigue_interferes_physically_rating?: number | null;
  fatigue_interferes_socially_rating?: number | null;
  stressed_rating?: number | null;
  satisfied_with_life?: number | null;
  good_social_relationships?: number | null;
  stomach_pain_frequency?: string | null;
  bowel_movement_issues_frequency?: string | null;
  sex_drive_satisfaction?: number | null;
  maintain_erection?: string | null;
  female_health_stage?: string | null;
  female_trouble_conceiving?: boolean | null;
  female_premenstrual_syndrome?: string | null;
  female_menopausal_symptoms?: string | null;
  extended_survey_answered_at?: string | null;
  finger_prick_experience?: string | null;
  active_days_vigorous?: number | null;
  active_minutes_vigorous?: number | null;
  active_days_moderate?: number | null;
  active_minutes_moderate?: number | null;
  active_days_walking?: number | null;
  active_minutes_walking?: number | null;
  active_days_resistance_training?: number | null;
  active_minutes_resistance_training?: number | null;
  alcohol_beer_drinks_count?: number | null;
  alcohol_cider_drinks_count?: number | null;
  alcohol_wine_drinks_count?: number | null;
  alcohol_champagne_drinks_count?: number | null;
  alcohol_spirits_drinks_count?: number | null;
  condition_asthma?: boolean | null;
  condition_copd?: boolean | null;
  condition_coeliac?: boolean | null;
  condition_crohns?: boolean | null;
  condition_dementia?: boolean | null;
  condition_gout?: boolean | null;
  condition_heart_arrhythmia?: boolean | null;
  condition_heart_disease?: boolean | null;
  condition_high_blood_pressure?: boolean | null;
  condition_high_cholesterol?: boolean | null;
  condition_hiv?: boolean | null;
  condition_ibs?: boolean | null;
  condition_liver_disease?: boolean | null;
  condition_mental_health?: boolean | null;
  condition_pcos?: boolean | null;
  condition_prostate_cancer?: boolean | null;
  condition_ulcerative_colitis?: boolean | null;
  condition_none?: boolean | null;
  condition_other?: boolean | null;
  medication_anti_rheumatic?: boolean | null;
  medication_blood_pressure?: boolean | null;
  medication_cholesterol_lowering?: boolean | null;
  medication_corticosteroids?: boolean | null;
  medication_heart?: boolean | null;
  medication_mental_health?: boolean | null;
  medication_diuretic?: boolean | null;
  medication_sleeping_tablets?: boolean | null;
  medication_thyroxine?: boolean | null;
  medication_none?: boolean | null;
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
  category?: HealthScoreCategory;
  adjusted_score?: number;
  last_calculated_at?: string | null;
  lastCalculatedAt?: string | null;
  created_at?: string | null;
  score_card?: {
    [k: string]: unknown;
  };
  score_shift?: {
    change_in_score?: number | null;
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
  target_name?: string;
  target_result_level?: string;
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
  created_at?: string | null;
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
  doc_chain_id?: string;
  inclusion_criteria?: {
    [k: string]: unknown;
  };
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
  price_cents?: number;
  quantity?: number;
  frequency_id?: string | null;
  test_panel_id?: string | null;
  order_id?: string;
  variant_id?: string;
}
/**
 * A membership product held by the user.
 */
export interface Membership {
  /**
   * Resource id.
   */
  id: string;
  state?: string;
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
  title?: string;
  body?: string | null;
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
  name?: string;
  slug?: string;
  cobranding?: boolean;
  logos?: {
    cobranding?: string;
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
  name?: string | null;
  configuration?: {
    [k: string]: unknown;
  };
  price_cents?: number | null;
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
  name?: string;
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
  name?: string;
  slug: string;
  cobranding?: boolean;
  logos?: {
    cobranding?: string;
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
  client_secret?: string;
  status?: string;
}
/**
 * The saved payment method; attributes are not specified beyond a display summary.
 */
export interface PaymentMethod {
  /**
   * Resource id.
   */
  id: string;
  brand?: string;
  last4?: string;
  exp_month?: number;
  exp_year?: number;
}
/**
 * A week of a health plan.
 */
export interface PlanWeek {
  /**
   * Resource id.
   */
  id: string;
  state?: string;
  week?: number;
  streak_counted?: boolean;
}
/**
 * Answers to a questionnaire.
 */
export interface QuestionnaireResponse {
  /**
   * Resource id.
   */
  id?: string;
  questionnaire_id: string;
  answers?: {
    question?: string;
    answer?: string;
    question_id?: string;
  }[];
}
/**
 * A questionnaire (e.g. the women's health questionnaire).
 */
export interface Questionnaire {
  /**
   * Resource id.
   */
  id: string;
  questions?: {
    title?: string;
    question_id?: string;
    value?: string | null;
  }[];
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
  uid?: string;
  title?: string;
  body?: string | null;
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
  summary?: string | null;
  doctor?: Doctor | null;
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
  target_type?: string;
  target_id?: string;
  rating?: number | null;
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
  reference?: string;
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
}
/**
 * A delivery or test frequency.
 */
export interface ShopFrequency {
  /**
   * Resource id.
   */
  id: string;
  frequency_number?: number;
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
  order_state?: OrderState;
  total_cents?: number;
  completed_at?: string | null;
  address?: Address | null;
  discount_amount_cents?: number;
  coupon?: {
    coupon_type?: CouponType;
  } | null;
  line_items?: LineItem[];
}
/**
 * A shop product.
 */
export interface ShopProduct {
  /**
   * Resource id.
   */
  id: string;
  name?: string;
  sub_title?: string | null;
  description?: string | null;
  product_image_url?: string | null;
  recommended?: boolean;
  order?: number;
  category_id?: ShopCategoryId;
  live?: boolean;
  type?: string;
  slug?: string;
  linked_test_profile_codes?: string[];
  test_panel_reference?: string | null;
  health_plan_template_reference?: string | null;
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
  product_id?: string;
  name?: string;
  sku?: string;
  price_cents?: number;
  subscription_price_cents?: number | null;
  out_of_stock?: boolean;
  default_frequency_id?: string | null;
  purchase_options?: string[];
  max_items?: number | null;
  sample_collection_method?: SampleType | null;
  small_image_url?: string | null;
}
/**
 * A shop (supplement) subscription.
 */
export interface ShopSubscription {
  /**
   * Resource id.
   */
  id: string;
  state?: ShopSubscriptionState;
  variant_quantity?: number;
  next_scheduled_date?: string | null;
  paused_at?: string | null;
  cancelled_at?: string | null;
  price_cents?: number;
}
/**
 * A test package subscription.
 */
export interface Subscription {
  /**
   * Resource id.
   */
  id: string;
  state?: SubscriptionState;
  paused?: boolean;
  frequency?: number;
  price_per_test?: number;
  sample_collection_preference?: SampleType | null;
  next_scheduled_date?: string | null;
  panel?: Panel;
}
/**
 * Survey answers by question id (the default set; the survey graph may add more).
 */
export interface SurveyAnswers {
  name?: string | number | boolean | unknown[] | {} | null;
  surname?: string | number | boolean | unknown[] | {} | null;
  goals?: string | number | boolean | unknown[] | {} | null;
  'important-goal'?: string | number | boolean | unknown[] | {} | null;
  'why-goal'?: string | number | boolean | unknown[] | {} | null;
  dob?: string | number | boolean | unknown[] | {} | null;
  sex?: string | number | boolean | unknown[] | {} | null;
  ethnicity?: string | number | boolean | unknown[] | {} | null;
  'health-conditions'?: string | number | boolean | unknown[] | {} | null;
  'family-health-conditions'?: string | number | boolean | unknown[] | {} | null;
  'height-weight'?: string | number | boolean | unknown[] | {} | null;
  'alcohol-intake'?: string | number | boolean | unknown[] | {} | null;
  diet?: string | number | boolean | unknown[] | {} | null;
  'rate-diet'?: string | number | boolean | unknown[] | {} | null;
  'exercise-days'?: string | number | boolean | unknown[] | {} | null;
  'smoking-category'?: string | number | boolean | unknown[] | {} | null;
  'smoking-amount'?: string | number | boolean | unknown[] | {} | null;
  'smoking-quit-time'?: string | number | boolean | unknown[] | {} | null;
  sleep_hours?: string | number | boolean | unknown[] | {} | null;
  'stressed-rating'?: string | number | boolean | unknown[] | {} | null;
  'satisfied-with-life'?: string | number | boolean | unknown[] | {} | null;
  digestive?: string | number | boolean | unknown[] | {} | null;
  'thyroid-condition'?: string | number | boolean | unknown[] | {} | null;
  'diabetes-status'?: string | number | boolean | unknown[] | {} | null;
  'diagnosed-conditions'?: string | number | boolean | unknown[] | {} | null;
  medication?: string | number | boolean | unknown[] | {} | null;
  'family-history-cholesterol'?: string | number | boolean | unknown[] | {} | null;
  'family-history-cvd'?: string | number | boolean | unknown[] | {} | null;
  'family-history-type-2-diabetes'?: string | number | boolean | unknown[] | {} | null;
  'family-history-cancer'?: string | number | boolean | unknown[] | {} | null;
  'vigorous-days'?: string | number | boolean | unknown[] | {} | null;
  'vigorous-minutes'?: string | number | boolean | unknown[] | {} | null;
  'moderate-days'?: string | number | boolean | unknown[] | {} | null;
  'moderate-minutes'?: string | number | boolean | unknown[] | {} | null;
  'walking-days'?: string | number | boolean | unknown[] | {} | null;
  'walking-minutes'?: string | number | boolean | unknown[] | {} | null;
  'resistance-days'?: string | number | boolean | unknown[] | {} | null;
  'resistance-minutes'?: string | number | boolean | unknown[] | {} | null;
  'fatigued-rating'?: string | number | boolean | unknown[] | {} | null;
  'fatigue-physical'?: string | number | boolean | unknown[] | {} | null;
  'fatigue-social'?: string | number | boolean | unknown[] | {} | null;
  'female-health-stage'?: string | number | boolean | unknown[] | {} | null;
  'female-trouble-conceiving'?: string | number | boolean | unknown[] | {} | null;
  'female-menopausal-symptoms'?: string | number | boolean | unknown[] | {} | null;
  'female-premenstrual'?: string | number | boolean | unknown[] | {} | null;
  'waist-circumference'?: string | number | boolean | unknown[] | {} | null;
  'onboarding-intent'?: string | number | boolean | unknown[] | {} | null;
  'recommendations-intent'?: string | number | boolean | unknown[] | {} | null;
  finger_prick_experience?: string | number | boolean | unknown[] | {} | null;
  [k: string]: string | number | boolean | unknown[] | {} | null | undefined;
}
/**
 * Attributes of one survey question.
 */
export interface SurveyQuestion {
  health_profile?: string | string[] | null;
  answer_required?: boolean;
  answers?: {
    text: string;
    value: string | number | boolean;
  }[];
  answers_limit?: number;
  template: string;
  title: string;
  description?: string;
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
  answers?: SurveyAnswers;
  healthProfile?: {
    [k: string]: unknown;
  };
  userProfile?: {
    [k: string]: unknown;
  };
  lastQuestionSeen: string;
  completedSurveyFlows?: string[];
  /**
   * Flow name -> visited node ids.
   */
  visitedNodes?: {
    [k: string]: string[];
  };
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
  week?: number;
  state?: TaskState;
  task_type?: TaskKind;
  name?: string;
  completed_count?: number;
  tracking_target?: number | null;
  category?: TaskCategory;
  thriva_intervention_id?: string | null;
}
/**
 * How often tests are taken.
 */
export interface TestCadence {
  /**
   * Resource id.
   */
  id: string;
  frequency?: number;
  unit?: string | null;
}
/**
 * The request a test came from, with its organisation.
 */
export interface TestRequest {
  /**
   * Resource id.
   */
  id: string;
  organization?: Organization;
}
/**
 * A blood test (test cycle). Delivery label: Complete, Sample received, Sent, Registered, Started.
 */
export interface Test {
  /**
   * Resource id.
   */
  id: string;
  state: TestState;
  test_date?: string | null;
  completed_at?: string | null;
  sample_received_at?: string | null;
  dispatched_at?: string | null;
  uploaded_at?: string | null;
  is_retail_test?: boolean;
  one_off?: boolean;
  sequence_in_subscription?: number | null;
  test_cycle_id?: string;
  orderable_components?: {
    types?: string[];
  };
  subscription?: Subscription;
  panel?: Panel;
  result?: AnalyteResult;
  report?: Report;
  request?: TestRequest;
  interventions?: Intervention[];
  escalation?: Escalation;
}
/**
 * Marketing preferences of a user.
 */
export interface UserPreference {
  /**
   * Resource id.
   */
  id: string;
  marketing_email?: boolean;
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
  first_name?: string | null;
  last_name?: string | null;
  email: string;
  dob?: string | null;
  sex?: Sex | null;
  phone_number?: string | null;
  address?: Address | null;
  /**
   * Whether a password is set (partner users may have none).
   */
  password_present?: boolean;
  reasons_for_joining?: string[];
  email_verified?: boolean;
  created_at?: string | null;
  referral_code?: string | null;
  roles?: Role[];
  /**
   * Flattened from the roles, e.g. results, blood_test_subscription, supplements.
   */
  permissions?: string[];
  source_organisation?: Organization | null;
}
