// Generated from config/surveys/healthSurvey_v12.yaml by `npm run codegen`; do not edit.
import type { SurveyConfig } from '../config-types.gen';

export const healthSurveyV12: SurveyConfig = {
  version: "healthSurvey_v12",
  status: "published",
  startNode: "name",
  flowLengths: {
    recommendations: 12,
    "health-check": 54,
    "additional-questions": 46,
    "health-profile": 54,
  },
  intents: {
    "recommendations-survey": {
      route: "survey-recommendations",
      surveyStart: "recommendations",
    },
    recommendations: {
      route: "recommendation-show",
    },
    "additional-questions": {
      route: "survey-additional-questions",
      surveyStart: "additional-questions",
    },
    "health-check": {
      route: "survey-health-check",
      surveyStart: "health-check",
    },
    "health-profile": {
      route: "survey-health-profile",
      surveyStart: "health-profile",
    },
    "additional-data-end": {
      route: "survey-additional-questions-finish",
    },
    "recommendations-end": {
      route: "recommendation-show",
    },
    "health-profile-end": {
      route: "survey-health-profile-finish",
    },
  },
  flows: {
    recommendations: {
      title: "Your recommendations",
      onboarding: true,
      nodes: [
        "name",
        "goals",
        "important-goal",
        "why-goal",
        "dob",
        "sex",
        "ethnicity",
        "height-weight",
        "health-conditions",
        "family-health-conditions",
        "finger_prick_experience",
        "recommendations-intent",
      ],
      next: {
        goals: [
          {
            when: {
              ">=": [
                {
                  var: "answers.goals.length",
                },
                {
                  var: "constants.importantGoalMinGoals",
                },
              ],
            },
            to: "important-goal",
          },
          {
            to: "why-goal",
          },
        ],
      },
    },
    "health-check": {
      title: "Your health check",
      endIntent: "health-profile-end",
      nodes: [
        "goals",
        "important-goal",
        "dob",
        "sex",
        "ethnicity",
        "height-weight",
        "finger_prick_experience",
        "diet-fruit-veg",
        "diet-grains",
        "diet-snacks",
        "diet-drinks",
        "diet-allergies",
        "supplements",
        "rate-diet",
        "alcohol-intake",
        "alcohol-drinks",
        "vigorous-days",
        "vigorous-minutes",
        "moderate-days",
        "moderate-minutes",
        "walking-days",
        "walking-minutes",
        "resistance-days",
        "resistance-minutes",
        "inactive-time",
        "exercise-days",
        "smoking-category",
        "smoking-amount",
        "smoking-quit-time",
        "sleep-hours",
        "sleep-waking-refreshed",
        "fatigued-rating",
        "fatigue-physical",
        "fatigue-social",
        "stressed-rating",
        "satisfied-with-life",
        "good-social-relationships",
        "stomach-pain",
        "bowel-movement",
        "thyroid-condition",
        "diabetes-status",
        "diagnosed-conditions",
        "medication",
        "blood-pressure-treatment",
        "family-history-cholesterol",
        "family-history-cvd",
        "family-history-type-2-diabetes",
        "family-history-cancer",
        "sex-drive",
        "maintain-erection",
        "female-health-stage",
        "female-trouble-conceiving",
        "female-menopausal-symptoms",
        "female-premenstrual",
      ],
    },
    "additional-questions": {
      title: "Additional questions",
      endIntent: "additional-data-end",
      nodes: [
        "waist-circumference",
        "diet-fruit-veg",
        "diet-grains",
        "diet-snacks",
        "diet-drinks",
        "diet-allergies",
        "supplements",
        "rate-diet",
        "alcohol-intake",
        "alcohol-drinks",
        "vigorous-days",
        "vigorous-minutes",
        "moderate-days",
        "moderate-minutes",
        "walking-days",
        "walking-minutes",
        "resistance-days",
        "resistance-minutes",
        "inactive-time",
        "exercise-days",
        "smoking-category",
        "smoking-amount",
        "smoking-quit-time",
        "sleep-hours",
        "sleep-waking-refreshed",
        "fatigued-rating",
        "fatigue-physical",
        "fatigue-social",
        "stressed-rating",
        "satisfied-with-life",
        "good-social-relationships",
        "stomach-pain",
        "bowel-movement",
        "diagnosed-conditions",
        "medication",
        "blood-pressure-treatment",
        "family-history-cholesterol",
        "family-history-cvd",
        "family-history-type-2-diabetes",
        "family-history-cancer",
        "sex-drive",
        "maintain-erection",
        "female-health-stage",
        "female-trouble-conceiving",
        "female-menopausal-symptoms",
        "female-premenstrual",
      ],
    },
    "health-profile": {
      title: "Your health profile",
      endIntent: "health-profile-end",
      nodes: [
        "goals",
        "important-goal",
        "dob",
        "sex",
        "ethnicity",
        "height-weight",
        "waist-circumference",
        "diet-fruit-veg",
        "diet-grains",
        "diet-snacks",
        "diet-drinks",
        "diet-allergies",
        "supplements",
        "rate-diet",
        "alcohol-intake",
        "alcohol-drinks",
        "vigorous-days",
        "vigorous-minutes",
        "moderate-days",
        "moderate-minutes",
        "walking-days",
        "walking-minutes",
        "resistance-days",
        "resistance-minutes",
        "inactive-time",
        "exercise-days",
        "smoking-category",
        "smoking-amount",
        "smoking-quit-time",
        "sleep-hours",
        "sleep-waking-refreshed",
        "fatigued-rating",
        "fatigue-physical",
        "fatigue-social",
        "stressed-rating",
        "satisfied-with-life",
        "good-social-relationships",
        "stomach-pain",
        "bowel-movement",
        "thyroid-condition",
        "diabetes-status",
        "diagnosed-conditions",
        "medication",
        "blood-pressure-treatment",
        "family-history-cholesterol",
        "family-history-cvd",
        "family-history-type-2-diabetes",
        "family-history-cancer",
        "sex-drive",
        "maintain-erection",
        "female-health-stage",
        "female-trouble-conceiving",
        "female-menopausal-symptoms",
        "female-premenstrual",
      ],
    },
  },
  nodes: {
    name: {
      template: "text",
      title: "What is your first name?",
      user_profile: "first_name",
      group: "general-health",
      answer_required: true,
    },
    goals: {
      template: "multi-choice",
      title: "What are your health goals?",
      description: "Choose up to 4.",
      health_profile: "goals",
      group: "goals",
      answer_required: true,
      answers_limit: 4,
      answers: [
        {
          text: "Energy",
          value: "energy",
        },
        {
          text: "Fitness",
          value: "fitness",
        },
        {
          text: "Mood",
          value: "mood",
        },
        {
          text: "Sleep",
          value: "sleep",
        },
        {
          text: "Long-term health",
          value: "longevity",
        },
        {
          text: "Weight",
          value: "weight_loss",
        },
      ],
      next: [
        {
          when: {
            ">=": [
              {
                var: "answers.goals.length",
              },
              {
                var: "constants.importantGoalMinGoals",
              },
            ],
          },
          to: "important-goal",
        },
        {
          to: "dob",
        },
      ],
    },
    "important-goal": {
      template: "multi-choice",
      title: "Which goal is most important to you?",
      health_profile: "important_goal",
      group: "goals",
      answer_required: true,
      answers_limit: 1,
      answersFrom: "goals",
      dependsOn: ["goals"],
      answers: [
        {
          text: "Energy",
          value: "energy",
        },
        {
          text: "Fitness",
          value: "fitness",
        },
        {
          text: "Mood",
          value: "mood",
        },
        {
          text: "Sleep",
          value: "sleep",
        },
        {
          text: "Long-term health",
          value: "longevity",
        },
        {
          text: "Weight",
          value: "weight_loss",
        },
      ],
    },
    "why-goal": {
      template: "text",
      title: "Why is this goal important to you?",
      group: "goals",
    },
    dob: {
      template: "date",
      title: "What is your date of birth?",
      user_profile: "dob",
      group: "general-health",
      answer_required: true,
    },
    sex: {
      template: "single-choice",
      title: "What is your biological sex?",
      description: "We use this to interpret your results against the right reference ranges.",
      user_profile: "sex",
      health_profile: "genders",
      group: "general-health",
      answer_required: true,
      answers: [
        {
          text: "Male",
          value: "M",
        },
        {
          text: "Female",
          value: "F",
        },
      ],
    },
    ethnicity: {
      template: "single-choice",
      title: "What is your ethnicity?",
      health_profile: "ethnicity",
      group: "general-health",
      answers: [
        {
          text: "White",
          value: "white",
        },
        {
          text: "Indian",
          value: "indian",
        },
        {
          text: "Pakistani",
          value: "pakistani",
        },
        {
          text: "Bangladeshi",
          value: "bangladeshi",
        },
        {
          text: "Other Asian",
          value: "other_asian",
        },
        {
          text: "Black Caribbean",
          value: "black_caribbean",
        },
        {
          text: "Black African",
          value: "black_african",
        },
        {
          text: "Chinese",
          value: "chinese",
        },
        {
          text: "Mixed or other",
          value: "other",
        },
        {
          text: "Prefer not to say",
          value: "not_stated",
        },
      ],
    },
    "height-weight": {
      template: "height-weight",
      title: "What is your height and weight?",
      health_profile: ["height", "weight", "height_unit_preference", "weight_unit_preference"],
      group: "general-health",
      answer_required: true,
      labels: {
        height: "Height",
        weight: "Weight",
      },
      limits: {
        height: {
          min: 50,
          max: 250,
        },
        weight: {
          min: 20,
          max: 350,
        },
      },
    },
    "waist-circumference": {
      template: "number",
      title: "What is your waist circumference?",
      description: "Measure around your middle, just above your belly button.",
      health_profile: "waist_circumference",
      group: "general-health",
      unit: "cm",
      min: 40,
      max: 250,
    },
    "health-conditions": {
      template: "multi-choice",
      title: "Do you have any of these conditions?",
      health_profile: "pre_existing_conditions",
      group: "diagnosed-conditions",
      answers_limit: 30,
      answers: [
        {
          text: "Type 1 diabetes",
          value: "type_1_diabetes",
        },
        {
          text: "Type 2 diabetes",
          value: "type_2_diabetes",
        },
        {
          text: "Underactive thyroid",
          value: "hypothyroidism",
        },
        {
          text: "Overactive thyroid",
          value: "hyperthyroidism",
        },
        {
          text: "High blood pressure",
          value: "high_blood_pressure",
        },
        {
          text: "High cholesterol",
          value: "high_cholesterol",
        },
        {
          text: "Heart disease",
          value: "heart_disease",
        },
        {
          text: "None of these",
          value: "none",
          exclusive: true,
        },
      ],
    },
    "family-health-conditions": {
      template: "multi-choice",
      title: "Has a close relative had any of these?",
      profileMapping: "flags",
      group: "medical",
      answers_limit: 4,
      answers: [
        {
          text: "High cholesterol",
          value: "family_history_high_cholesterol",
        },
        {
          text: "Heart disease or stroke before 60",
          value: "family_history_cvd",
        },
        {
          text: "Type 2 diabetes",
          value: "family_history_type_2_diabetes",
        },
        {
          text: "Cancer",
          value: "family_history_cancer",
        },
      ],
    },
    finger_prick_experience: {
      template: "single-choice",
      title: "Have you done a finger-prick blood test before?",
      health_profile: "finger_prick_experience",
      group: "general-health",
      answers: [
        {
          text: "Yes",
          value: "yes",
        },
        {
          text: "No",
          value: "no",
        },
      ],
    },
    "recommendations-intent": {
      template: "intent",
      title: "What would you like to do next?",
      answer_required: true,
      answers: [
        {
          text: "See my recommendations",
          value: "recommendations-end",
        },
        {
          text: "Answer a few more questions",
          value: "additional-questions",
        },
      ],
      next: "end",
    },
    "diet-fruit-veg": {
      template: "number",
      title: "How many portions of fruit and vegetables do you eat on a typical day?",
      health_profile: "diet_fruit_and_veg_servings",
      group: "diet",
      min: 0,
      max: 30,
    },
    "diet-grains": {
      template: "multi-choice",
      title: "Which of these grains and starches do you eat most weeks?",
      health_profile: "diet_grains",
      group: "diet",
      answers_limit: 11,
      answers: [
        {
          text: "White bread",
          value: "white_bread",
        },
        {
          text: "Wholemeal bread",
          value: "wholemeal_bread",
        },
        {
          text: "White rice",
          value: "white_rice",
        },
        {
          text: "Brown rice",
          value: "brown_rice",
        },
        {
          text: "White pasta",
          value: "white_pasta",
        },
        {
          text: "Wholewheat pasta",
          value: "wholewheat_pasta",
        },
        {
          text: "Oats",
          value: "oats",
        },
        {
          text: "Sugary cereal",
          value: "sugary_cereal",
        },
        {
          text: "Wholegrain cereal",
          value: "wholegrain_cereal",
        },
        {
          text: "Potatoes",
          value: "potatoes",
        },
        {
          text: "Quinoa or other whole grains",
          value: "other_whole_grains",
        },
        {
          text: "None of these",
          value: "none",
          exclusive: true,
        },
      ],
    },
    "diet-snacks": {
      template: "multi-choice",
      title: "Which snacks do you eat most weeks?",
      health_profile: "diet_snacks",
      group: "diet",
      answers_limit: 10,
      answers: [
        {
          text: "Crisps",
          value: "crisps",
        },
        {
          text: "Chocolate",
          value: "chocolate",
        },
        {
          text: "Sweets",
          value: "sweets",
        },
        {
          text: "Biscuits",
          value: "biscuits",
        },
        {
          text: "Cakes and pastries",
          value: "cakes",
        },
        {
          text: "Fruit",
          value: "fruit",
        },
        {
          text: "Nuts and seeds",
          value: "nuts",
        },
        {
          text: "Yoghurt",
          value: "yoghurt",
        },
        {
          text: "Cheese",
          value: "cheese",
        },
        {
          text: "Protein bars",
          value: "protein_bars",
        },
        {
          text: "None of these",
          value: "none",
          exclusive: true,
        },
      ],
    },
    "diet-drinks": {
      template: "multi-choice",
      title: "What do you drink most days?",
      health_profile: "diet_drinks",
      group: "diet",
      answers_limit: 5,
      answers: [
        {
          text: "Water",
          value: "water",
        },
        {
          text: "Tea or coffee",
          value: "tea_coffee",
        },
        {
          text: "Sugary soft drinks",
          value: "sugary_drinks",
        },
        {
          text: "Diet soft drinks",
          value: "diet_drinks",
        },
        {
          text: "Fruit juice",
          value: "fruit_juice",
        },
        {
          text: "Energy drinks",
          value: "energy_drinks",
        },
      ],
    },
    "diet-allergies": {
      template: "multi-choice",
      title: "Do you have any food allergies or intolerances?",
      health_profile: "diet_food_allergies",
      group: "diet",
      answers_limit: 9,
      answers: [
        {
          text: "Gluten",
          value: "gluten",
        },
        {
          text: "Dairy",
          value: "dairy",
        },
        {
          text: "Eggs",
          value: "eggs",
        },
        {
          text: "Peanuts",
          value: "peanuts",
        },
        {
          text: "Tree nuts",
          value: "tree_nuts",
        },
        {
          text: "Fish",
          value: "fish",
        },
        {
          text: "Shellfish",
          value: "shellfish",
        },
        {
          text: "Soya",
          value: "soya",
        },
        {
          text: "Sesame",
          value: "sesame",
        },
        {
          text: "None",
          value: "none",
          exclusive: true,
        },
      ],
    },
    supplements: {
      template: "multi-choice",
      title: "Which supplements do you take?",
      health_profile: "supplements_taken",
      group: "diet",
      answers_limit: 15,
      answers: [
        {
          text: "Multivitamin",
          value: "multivitamin",
        },
        {
          text: "Vitamin D",
          value: "vitamin_d",
        },
        {
          text: "Vitamin B12",
          value: "vitamin_b12",
        },
        {
          text: "Vitamin C",
          value: "vitamin_c",
        },
        {
          text: "Folic acid",
          value: "folic_acid",
        },
        {
          text: "Iron",
          value: "iron",
        },
        {
          text: "Magnesium",
          value: "magnesium",
        },
        {
          text: "Zinc",
          value: "zinc",
        },
        {
          text: "Calcium",
          value: "calcium",
        },
        {
          text: "Omega-3",
          value: "omega_3",
        },
        {
          text: "Probiotics",
          value: "probiotics",
        },
        {
          text: "Protein powder",
          value: "protein",
        },
        {
          text: "Creatine",
          value: "creatine",
        },
        {
          text: "Biotin",
          value: "biotin",
        },
        {
          text: "Other",
          value: "other",
        },
        {
          text: "None",
          value: "none",
          exclusive: true,
        },
      ],
    },
    "rate-diet": {
      template: "rating",
      title: "How healthy is your diet?",
      health_profile: "diet_rating",
      group: "diet",
      min: 1,
      max: 10,
      labels: {
        min: "Not healthy",
        max: "Very healthy",
      },
    },
    "alcohol-intake": {
      template: "rating",
      title: "How would you rate how much alcohol you drink?",
      health_profile: "alcohol_rating",
      group: "lifestyle",
      min: 1,
      max: 10,
      labels: {
        min: "None or very little",
        max: "A lot",
      },
    },
    "alcohol-drinks": {
      template: "single-choice",
      title: "Do you drink alcohol?",
      health_profile: "alcohol_dont_drink",
      group: "lifestyle",
      answers: [
        {
          text: "Yes",
          value: false,
        },
        {
          text: "No, I don't drink",
          value: true,
        },
      ],
    },
    "vigorous-days": {
      template: "number",
      title: "On how many days a week do you do vigorous exercise?",
      description: "Running, fast cycling, aerobics or anything that makes you breathe hard.",
      health_profile: "active_days_vigorous",
      group: "lifestyle",
      unit: "days",
      integer: true,
      min: 0,
      max: 7,
      next: [
        {
          when: {
            "==": [
              {
                var: "answers.vigorous-days",
              },
              0,
            ],
          },
          to: "moderate-days",
        },
        {
          to: "vigorous-minutes",
        },
      ],
    },
    "vigorous-minutes": {
      template: "number",
      title: "How many minutes of vigorous exercise do you do on those days?",
      health_profile: "active_minutes_vigorous",
      group: "lifestyle",
      dependsOn: ["vigorous-days"],
      unit: "minutes",
      integer: true,
      min: 1,
      max: 600,
    },
    "moderate-days": {
      template: "number",
      title: "On how many days a week do you do moderate exercise?",
      description: "Brisk walking, gentle cycling or anything that raises your heart rate.",
      health_profile: "active_days_moderate",
      group: "lifestyle",
      unit: "days",
      integer: true,
      min: 0,
      max: 7,
      next: [
        {
          when: {
            "==": [
              {
                var: "answers.moderate-days",
              },
              0,
            ],
          },
          to: "walking-days",
        },
        {
          to: "moderate-minutes",
        },
      ],
    },
    "moderate-minutes": {
      template: "number",
      title: "How many minutes of moderate exercise do you do on those days?",
      health_profile: "active_minutes_moderate",
      group: "lifestyle",
      dependsOn: ["moderate-days"],
      unit: "minutes",
      integer: true,
      min: 1,
      max: 600,
    },
    "walking-days": {
      template: "number",
      title: "On how many days a week do you walk for at least 10 minutes?",
      health_profile: "active_days_walking",
      group: "lifestyle",
      unit: "days",
      integer: true,
      min: 0,
      max: 7,
      next: [
        {
          when: {
            "==": [
              {
                var: "answers.walking-days",
              },
              0,
            ],
          },
          to: "resistance-days",
        },
        {
          to: "walking-minutes",
        },
      ],
    },
    "walking-minutes": {
      template: "number",
      title: "How many minutes do you walk on those days?",
      health_profile: "active_minutes_walking",
      group: "lifestyle",
      dependsOn: ["walking-days"],
      unit: "minutes",
      integer: true,
      min: 1,
      max: 600,
    },
    "resistance-days": {
      template: "number",
      title: "On how many days a week do you do resistance training?",
      description: "Weights, resistance bands or body-weight exercises.",
      health_profile: "active_days_resistance_training",
      group: "lifestyle",
      unit: "days",
      integer: true,
      min: 0,
      max: 7,
      next: [
        {
          when: {
            "==": [
              {
                var: "answers.resistance-days",
              },
              0,
            ],
          },
          to: "inactive-time",
        },
        {
          to: "resistance-minutes",
        },
      ],
    },
    "resistance-minutes": {
      template: "number",
      title: "How many minutes of resistance training do you do on those days?",
      health_profile: "active_minutes_resistance_training",
      group: "lifestyle",
      dependsOn: ["resistance-days"],
      unit: "minutes",
      integer: true,
      min: 1,
      max: 600,
    },
    "inactive-time": {
      template: "number",
      title: "How many hours a day do you spend sitting?",
      health_profile: "inactive_time",
      group: "lifestyle",
      unit: "hours",
      min: 0,
      max: 24,
    },
    "exercise-days": {
      template: "rating",
      title: "How would you rate how much exercise you get?",
      health_profile: "exercise_rating",
      group: "lifestyle",
      min: 1,
      max: 10,
      labels: {
        min: "Very little",
        max: "A lot",
      },
    },
    "smoking-category": {
      template: "single-choice",
      title: "Do you smoke?",
      health_profile: "smoking_category",
      group: "lifestyle",
      answers: [
        {
          text: "Yes",
          value: "yes",
        },
        {
          text: "I used to",
          value: "quit",
        },
        {
          text: "No, never",
          value: "never",
        },
      ],
      next: [
        {
          when: {
            "==": [
              {
                var: "answers.smoking-category",
              },
              "yes",
            ],
          },
          to: "smoking-amount",
        },
        {
          when: {
            "==": [
              {
                var: "answers.smoking-category",
              },
              "quit",
            ],
          },
          to: "smoking-quit-time",
        },
        {
          to: "sleep-hours",
        },
      ],
    },
    "smoking-amount": {
      template: "single-choice",
      title: "How much do you smoke?",
      health_profile: "smoking_amount",
      group: "lifestyle",
      dependsOn: ["smoking-category"],
      answers: [
        {
          text: "Fewer than 10 a day",
          value: "light",
        },
        {
          text: "10 to 19 a day",
          value: "moderate",
        },
        {
          text: "20 or more a day",
          value: "heavy",
        },
      ],
      next: "sleep-hours",
    },
    "smoking-quit-time": {
      template: "single-choice",
      title: "When did you stop smoking?",
      health_profile: "smoking_quit_time",
      group: "lifestyle",
      dependsOn: ["smoking-category"],
      answers: [
        {
          text: "Less than a year ago",
          value: "less_than_1_year",
        },
        {
          text: "1 to 5 years ago",
          value: "1_to_5_years",
        },
        {
          text: "More than 5 years ago",
          value: "more_than_5_years",
        },
      ],
    },
    "sleep-hours": {
      template: "number",
      title: "How many hours do you sleep on a typical night?",
      health_profile: "sleep_hours",
      group: "lifestyle",
      unit: "hours",
      min: 0,
      max: 24,
    },
    "sleep-waking-refreshed": {
      template: "number",
      title: "On how many days a week do you wake up feeling refreshed?",
      health_profile: "sleep_waking_refreshed_days",
      group: "lifestyle",
      unit: "days",
      integer: true,
      min: 0,
      max: 7,
    },
    "fatigued-rating": {
      template: "rating",
      title: "How often do you feel tired or fatigued?",
      health_profile: "fatigued_rating",
      group: "mental-wellbeing",
      min: 1,
      max: 5,
      labels: {
        min: "Never",
        max: "All the time",
      },
      next: [
        {
          when: {
            "==": [
              {
                var: "answers.fatigued-rating",
              },
              1,
            ],
          },
          to: "stressed-rating",
        },
        {
          to: "fatigue-physical",
        },
      ],
    },
    "fatigue-physical": {
      template: "rating",
      title: "How much does tiredness get in the way of physical activity?",
      health_profile: "fatigue_interferes_physically_rating",
      group: "mental-wellbeing",
      dependsOn: ["fatigued-rating"],
      min: 1,
      max: 5,
      labels: {
        min: "Not at all",
        max: "A great deal",
      },
    },
    "fatigue-social": {
      template: "rating",
      title: "How much does tiredness get in the way of your social life?",
      health_profile: "fatigue_interferes_socially_rating",
      group: "mental-wellbeing",
      dependsOn: ["fatigued-rating"],
      min: 1,
      max: 5,
      labels: {
        min: "Not at all",
        max: "A great deal",
      },
    },
    "stressed-rating": {
      template: "rating",
      title: "How stressed do you feel?",
      health_profile: "stressed_rating",
      group: "mental-wellbeing",
      min: 1,
      max: 5,
      labels: {
        min: "Not at all",
        max: "Extremely",
      },
    },
    "satisfied-with-life": {
      template: "rating",
      title: "How satisfied are you with your life?",
      health_profile: "satisfied_with_life",
      group: "mental-wellbeing",
      min: 1,
      max: 5,
      labels: {
        min: "Not at all",
        max: "Completely",
      },
    },
    "good-social-relationships": {
      template: "rating",
      title: "How good are your relationships with the people around you?",
      health_profile: "good_social_relationships",
      group: "mental-wellbeing",
      min: 1,
      max: 5,
      labels: {
        min: "Poor",
        max: "Excellent",
      },
    },
    "stomach-pain": {
      template: "single-choice",
      title: "How often do you have stomach pain?",
      health_profile: "stomach_pain_frequency",
      group: "mental-wellbeing",
      answers: [
        {
          text: "Never",
          value: "never",
        },
        {
          text: "Rarely",
          value: "rarely",
        },
        {
          text: "Sometimes",
          value: "sometimes",
        },
        {
          text: "Often",
          value: "often",
        },
      ],
    },
    "bowel-movement": {
      template: "single-choice",
      title: "How often do you have problems with your bowel movements?",
      health_profile: "bowel_movement_issues_frequency",
      group: "mental-wellbeing",
      answers: [
        {
          text: "Never",
          value: "never",
        },
        {
          text: "Rarely",
          value: "rarely",
        },
        {
          text: "Sometimes",
          value: "sometimes",
        },
        {
          text: "Often",
          value: "often",
        },
      ],
    },
    "thyroid-condition": {
      template: "single-choice",
      title: "Have you been diagnosed with a thyroid condition?",
      health_profile: "thyroid_condition",
      group: "diagnosed-conditions",
      answers: [
        {
          text: "Underactive thyroid",
          value: "hypothyroidism",
        },
        {
          text: "Overactive thyroid",
          value: "hyperthyroidism",
        },
        {
          text: "No",
          value: "none",
        },
      ],
    },
    "diabetes-status": {
      template: "single-choice",
      title: "Do you have diabetes?",
      health_profile: "diabetes_status",
      group: "diagnosed-conditions",
      answers: [
        {
          text: "Type 1 diabetes",
          value: "type_1",
        },
        {
          text: "Type 2 diabetes",
          value: "type_2",
        },
        {
          text: "Pre-diabetes",
          value: "pre_diabetes",
        },
        {
          text: "No",
          value: "none",
        },
      ],
    },
    "diagnosed-conditions": {
      template: "multi-choice",
      title: "Have you been diagnosed with any of these conditions?",
      profileMapping: "flags",
      group: "diagnosed-conditions",
      answers_limit: 30,
      answers: [
        {
          text: "Asthma",
          value: "condition_asthma",
        },
        {
          text: "COPD",
          value: "condition_copd",
        },
        {
          text: "Coeliac disease",
          value: "condition_coeliac",
        },
        {
          text: "Crohn's disease",
          value: "condition_crohns",
        },
        {
          text: "Dementia",
          value: "condition_dementia",
        },
        {
          text: "Gout",
          value: "condition_gout",
        },
        {
          text: "Heart arrhythmia",
          value: "condition_heart_arrhythmia",
        },
        {
          text: "Heart disease",
          value: "condition_heart_disease",
        },
        {
          text: "High blood pressure",
          value: "condition_high_blood_pressure",
        },
        {
          text: "High cholesterol",
          value: "condition_high_cholesterol",
        },
        {
          text: "HIV",
          value: "condition_hiv",
        },
        {
          text: "Irritable bowel syndrome (IBS)",
          value: "condition_ibs",
        },
        {
          text: "Liver disease",
          value: "condition_liver_disease",
        },
        {
          text: "A mental health condition",
          value: "condition_mental_health",
        },
        {
          text: "Polycystic ovary syndrome (PCOS)",
          value: "condition_pcos",
        },
        {
          text: "Prostate cancer",
          value: "condition_prostate_cancer",
        },
        {
          text: "Ulcerative colitis",
          value: "condition_ulcerative_colitis",
        },
        {
          text: "Other",
          value: "condition_other",
        },
        {
          text: "None of these",
          value: "condition_none",
          exclusive: true,
        },
      ],
    },
    medication: {
      template: "multi-choice",
      title: "Do you take any of these medications?",
      profileMapping: "flags",
      group: "medical",
      answers_limit: 20,
      answers: [
        {
          text: "Anti-rheumatic drugs",
          value: "medication_anti_rheumatic",
        },
        {
          text: "Blood pressure medication",
          value: "medication_blood_pressure",
        },
        {
          text: "Cholesterol-lowering medication (such as statins)",
          value: "medication_cholesterol_lowering",
        },
        {
          text: "Corticosteroids",
          value: "medication_corticosteroids",
        },
        {
          text: "Heart medication",
          value: "medication_heart",
        },
        {
          text: "Mental health medication",
          value: "medication_mental_health",
        },
        {
          text: "Diuretics",
          value: "medication_diuretic",
        },
        {
          text: "Sleeping tablets",
          value: "medication_sleeping_tablets",
        },
        {
          text: "Thyroxine",
          value: "medication_thyroxine",
        },
        {
          text: "Other",
          value: "medication_other",
        },
        {
          text: "None of these",
          value: "medication_none",
          exclusive: true,
        },
      ],
    },
    "blood-pressure-treatment": {
      template: "single-choice",
      title: "Are you being treated for high blood pressure?",
      health_profile: "blood_pressure_treatment",
      group: "medical",
      answers: [
        {
          text: "Yes",
          value: true,
        },
        {
          text: "No",
          value: false,
        },
      ],
    },
    "family-history-cholesterol": {
      template: "single-choice",
      title: "Has a parent, brother or sister had high cholesterol?",
      health_profile: "family_history_high_cholesterol",
      group: "medical",
      answers: [
        {
          text: "Yes",
          value: true,
        },
        {
          text: "No",
          value: false,
        },
      ],
    },
    "family-history-cvd": {
      template: "single-choice",
      title: "Has a parent, brother or sister had heart disease or a stroke before the age of 60?",
      health_profile: "family_history_cvd",
      group: "medical",
      answers: [
        {
          text: "Yes",
          value: true,
        },
        {
          text: "No",
          value: false,
        },
      ],
    },
    "family-history-type-2-diabetes": {
      template: "single-choice",
      title: "Has a parent, brother or sister had type 2 diabetes?",
      health_profile: "family_history_type_2_diabetes",
      group: "medical",
      answers: [
        {
          text: "Yes",
          value: true,
        },
        {
          text: "No",
          value: false,
        },
      ],
    },
    "family-history-cancer": {
      template: "single-choice",
      title: "Has a parent, brother or sister had cancer?",
      health_profile: "family_history_cancer",
      group: "medical",
      answers: [
        {
          text: "Yes",
          value: true,
        },
        {
          text: "No",
          value: false,
        },
      ],
    },
    "sex-drive": {
      template: "rating",
      title: "How satisfied are you with your sex drive?",
      health_profile: "sex_drive_satisfaction",
      group: "medical",
      min: 1,
      max: 5,
      labels: {
        min: "Not at all",
        max: "Completely",
      },
      next: [
        {
          when: {
            "==": [
              {
                var: "answers.sex",
              },
              "M",
            ],
          },
          to: "maintain-erection",
        },
        {
          when: {
            "==": [
              {
                var: "answers.sex",
              },
              "F",
            ],
          },
          to: "female-health-stage",
        },
        {
          to: "end",
        },
      ],
    },
    "maintain-erection": {
      template: "single-choice",
      title: "Do you have trouble getting or keeping an erection?",
      health_profile: "maintain_erection",
      group: "medical",
      dependsOn: ["sex"],
      answers: [
        {
          text: "Never",
          value: "never",
        },
        {
          text: "Rarely",
          value: "rarely",
        },
        {
          text: "Sometimes",
          value: "sometimes",
        },
        {
          text: "Often",
          value: "often",
        },
      ],
      next: "end",
    },
    "female-health-stage": {
      template: "single-choice",
      title: "Which best describes you now?",
      health_profile: "female_health_stage",
      group: "medical",
      dependsOn: ["sex"],
      answers: [
        {
          text: "Having regular periods",
          value: "regular_periods",
        },
        {
          text: "Trying to get pregnant",
          value: "trying_to_get_pregnant",
        },
        {
          text: "Pregnant or breastfeeding",
          value: "pregnant_or_breastfeeding",
        },
        {
          text: "Perimenopausal",
          value: "perimenopausal",
        },
        {
          text: "Menopausal",
          value: "menopausal",
        },
        {
          text: "Post menopausal",
          value: "post_menopausal",
        },
      ],
      next: [
        {
          when: {
            "==": [
              {
                var: "answers.female-health-stage",
              },
              "trying_to_get_pregnant",
            ],
          },
          to: "female-trouble-conceiving",
        },
        {
          when: {
            in: [
              {
                var: "answers.female-health-stage",
              },
              ["perimenopausal", "menopausal"],
            ],
          },
          to: "female-menopausal-symptoms",
        },
        {
          when: {
            "==": [
              {
                var: "answers.female-health-stage",
              },
              "post_menopausal",
            ],
          },
          to: "end",
        },
        {
          to: "female-premenstrual",
        },
      ],
    },
    "female-trouble-conceiving": {
      template: "single-choice",
      title: "Have you had trouble conceiving?",
      health_profile: "female_trouble_conceiving",
      group: "medical",
      dependsOn: ["female-health-stage"],
      answers: [
        {
          text: "Yes",
          value: true,
        },
        {
          text: "No",
          value: false,
        },
      ],
      next: "end",
    },
    "female-menopausal-symptoms": {
      template: "single-choice",
      title: "How often do menopausal symptoms affect you?",
      health_profile: "female_menopausal_symptoms",
      group: "medical",
      dependsOn: ["female-health-stage"],
      answers: [
        {
          text: "Never",
          value: "never",
        },
        {
          text: "Rarely",
          value: "rarely",
        },
        {
          text: "Sometimes",
          value: "sometimes",
        },
        {
          text: "Often",
          value: "often",
        },
      ],
      next: "end",
    },
    "female-premenstrual": {
      template: "single-choice",
      title: "How often do premenstrual symptoms affect you?",
      health_profile: "female_premenstrual_syndrome",
      group: "medical",
      dependsOn: ["female-health-stage"],
      answers: [
        {
          text: "Never",
          value: "never",
        },
        {
          text: "Rarely",
          value: "rarely",
        },
        {
          text: "Sometimes",
          value: "sometimes",
        },
        {
          text: "Often",
          value: "often",
        },
      ],
      next: "end",
    },
  },
};

export type HealthSurveyV12NodeId = "name" | "goals" | "important-goal" | "why-goal" | "dob" | "sex" | "ethnicity" | "height-weight" | "waist-circumference" | "health-conditions" | "family-health-conditions" | "finger_prick_experience" | "recommendations-intent" | "diet-fruit-veg" | "diet-grains" | "diet-snacks" | "diet-drinks" | "diet-allergies" | "supplements" | "rate-diet" | "alcohol-intake" | "alcohol-drinks" | "vigorous-days" | "vigorous-minutes" | "moderate-days" | "moderate-minutes" | "walking-days" | "walking-minutes" | "resistance-days" | "resistance-minutes" | "inactive-time" | "exercise-days" | "smoking-category" | "smoking-amount" | "smoking-quit-time" | "sleep-hours" | "sleep-waking-refreshed" | "fatigued-rating" | "fatigue-physical" | "fatigue-social" | "stressed-rating" | "satisfied-with-life" | "good-social-relationships" | "stomach-pain" | "bowel-movement" | "thyroid-condition" | "diabetes-status" | "diagnosed-conditions" | "medication" | "blood-pressure-treatment" | "family-history-cholesterol" | "family-history-cvd" | "family-history-type-2-diabetes" | "family-history-cancer" | "sex-drive" | "maintain-erection" | "female-health-stage" | "female-trouble-conceiving" | "female-menopausal-symptoms" | "female-premenstrual";
