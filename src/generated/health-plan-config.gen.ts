// Generated from config/health-plan.yaml by `npm run codegen`; do not edit.
import type { HealthPlanConfig } from './config-types.gen';

export const healthPlanConfig: HealthPlanConfig = {
  resultsMaxAgeMonths: 3,
  alcoholUnitsPerDrink: {
    beer: 2.3,
    cider: 2.6,
    wine: 2.1,
    champagne: 1.5,
    spirits: 1,
  },
  criteria: {
    highBmi: {
      ">=": [
        {
          var: "derived.bmi",
        },
        {
          var: "constants.heartPlanCriteria.bmiAtLeast",
        },
      ],
    },
    highAlcohol: {
      ">": [
        {
          var: "derived.alcoholUnitsPerWeek",
        },
        {
          var: "constants.heartPlanCriteria.alcoholAbove",
        },
      ],
    },
    poorDiet: {
      and: [
        {
          "!=": [
            {
              var: "profile.diet_rating",
            },
            null,
          ],
        },
        {
          "<=": [
            {
              var: "profile.diet_rating",
            },
            {
              var: "constants.heartPlanCriteria.dietRatingAtMost",
            },
          ],
        },
      ],
    },
    lowExercise: {
      and: [
        {
          "!=": [
            {
              var: "profile.exercise_rating",
            },
            null,
          ],
        },
        {
          "<=": [
            {
              var: "profile.exercise_rating",
            },
            {
              var: "constants.heartPlanCriteria.exerciseRatingAtMost",
            },
          ],
        },
      ],
    },
    highStress: {
      ">=": [
        {
          var: "profile.stressed_rating",
        },
        {
          var: "constants.heartPlanCriteria.stressRatingAtLeast",
        },
      ],
    },
    highCholesterol: {
      ">": [
        {
          var: "results.CHOL",
        },
        {
          var: "constants.heartPlanCriteria.cholesterol",
        },
      ],
    },
    highLdl: {
      ">": [
        {
          var: "results.LDL",
        },
        {
          var: "constants.heartPlanCriteria.ldl",
        },
      ],
    },
    highNonHdl: {
      ">": [
        {
          var: "results.NHDL",
        },
        {
          var: "constants.heartPlanCriteria.nonHdl",
        },
      ],
    },
    lowHdl: {
      and: [
        {
          "!=": [
            {
              var: "results.HDL",
            },
            null,
          ],
        },
        {
          "<": [
            {
              var: "results.HDL",
            },
            {
              var: "constants.heartPlanCriteria.hdlUnder",
            },
          ],
        },
      ],
    },
    highTriglycerides: {
      ">": [
        {
          var: "results.TRIG",
        },
        {
          var: "constants.heartPlanCriteria.triglycerides",
        },
      ],
    },
    highCholesterolRatio: {
      ">": [
        {
          var: "results.CHOLHDL",
        },
        {
          var: "constants.heartPlanCriteria.ratio",
        },
      ],
    },
    highHba1c: {
      ">": [
        {
          var: "results.HBA1C",
        },
        {
          var: "constants.heartPlanCriteria.hba1cAbove",
        },
      ],
    },
  },
  heartPlan: {
    templateId: "weekly-plan",
    whenAny: [
      "highBmi",
      "highAlcohol",
      "poorDiet",
      "lowExercise",
      "highStress",
      "highCholesterol",
      "highLdl",
      "highNonHdl",
      "lowHdl",
      "highTriglycerides",
      "highCholesterolRatio",
      "highHba1c",
    ],
  },
  interventions: [
    {
      id: "cut-down-alcohol",
      title: "Cut down on alcohol",
      category: "alcohol",
      whenAny: ["highAlcohol"],
      tasks: [
        {
          key: "alcohol-free-days",
          name: "Have alcohol-free days",
          kind: "tracking",
          trackingTarget: 3,
          about: "Pick days with no alcohol at all. Several alcohol-free days a week lower your blood pressure and help your liver recover.",
        },
        {
          key: "alcohol-units",
          name: "Learn what a unit of alcohol is",
          kind: "information",
          about: "A pint of beer is about 2 units and a large glass of wine about 3. Keeping under 14 units a week, spread over 3 or more days, keeps the risk low.",
        },
      ],
    },
    {
      id: "eat-more-fibre",
      title: "Eat more fibre and fewer saturated fats",
      category: "diet",
      whenAny: ["poorDiet", "highCholesterol", "highLdl", "highNonHdl", "highCholesterolRatio"],
      tasks: [
        {
          key: "oats-breakfast",
          name: "Have a wholegrain breakfast",
          kind: "tracking",
          trackingTarget: 3,
          about: "Oats, wholegrain bread and bran cereals contain soluble fibre, which lowers LDL cholesterol.",
        },
        {
          key: "fibre-guide",
          name: "Read how fibre lowers cholesterol",
          kind: "information",
          about: "Soluble fibre binds cholesterol in the gut so less of it reaches your blood. Aim for 30 g of fibre a day.",
        },
      ],
    },
    {
      id: "healthy-fats",
      title: "Swap to healthier fats",
      category: "diet",
      whenAny: ["lowHdl", "highTriglycerides"],
      tasks: [
        {
          key: "oily-fish",
          name: "Eat a portion of oily fish",
          kind: "tracking",
          trackingTarget: 1,
          about: "Salmon, mackerel and sardines contain omega-3 fats, which lower triglycerides.",
        },
      ],
    },
    {
      id: "cut-down-sugar",
      title: "Cut down on sugar",
      category: "diet",
      whenAny: ["highHba1c", "highTriglycerides"],
      tasks: [
        {
          key: "sugar-free-drinks",
          name: "Choose drinks without added sugar",
          kind: "tracking",
          trackingTarget: 5,
          about: "Sugary drinks raise your blood sugar quickly. Water, milk and sugar-free drinks do not.",
        },
      ],
    },
    {
      id: "move-more",
      title: "Move more",
      category: "exercise",
      whenAny: ["lowExercise", "highBmi"],
      tasks: [
        {
          key: "brisk-walk",
          name: "Go for a brisk walk",
          kind: "tracking",
          trackingTarget: null,
          maxTarget: 7,
          about: "Walk fast enough to raise your heart rate for at least 20 minutes. Choose how many walks suit your week.",
        },
        {
          key: "activity-guide",
          name: "Read the activity guidelines",
          kind: "information",
          about: "Adults should aim for 150 minutes of moderate activity a week, and strength exercises on 2 days.",
        },
      ],
    },
    {
      id: "healthy-weight",
      title: "Work toward a healthy weight",
      category: "weight-management",
      whenAny: ["highBmi"],
      tasks: [
        {
          key: "plan-meals",
          name: "Plan your meals for the week",
          kind: "information",
          about: "Planning meals ahead makes it easier to choose smaller portions and fewer snacks.",
        },
      ],
    },
    {
      id: "unwind",
      title: "Make time to unwind",
      category: "relaxation",
      whenAny: ["highStress"],
      tasks: [
        {
          key: "breathing",
          name: "Take 10 minutes for slow breathing",
          kind: "tracking",
          trackingTarget: 2,
          about: "Slow breathing calms your nervous system and lowers your heart rate.",
        },
      ],
    },
  ],
  streak: {
    countsAtPercent: 50,
    forgivenMissedWeeks: 1,
  },
  streakMessages: [
    "Week 1 done: you have started, and starting is the hardest part.",
    "Two weeks in a row. Small steps repeated are how habits form.",
    "Three weeks: your new routine is starting to feel familiar.",
    "Four weeks: a whole month of looking after your heart.",
    "Five weeks. You are building something that lasts.",
    "Six weeks: halfway through your plan. Look how far you have come.",
    "Seven weeks. These tasks are becoming part of your week.",
    "Eight weeks: two months of healthier habits.",
    "Nine weeks. Keep going, you know what works for you now.",
    "Ten weeks: your habits are well on the way to being automatic.",
    "Eleven weeks. One more week to go.",
    "Twelve weeks: you have finished your plan. Be proud of what you have done.",
  ],
};

export type CriterionName = "highBmi" | "highAlcohol" | "poorDiet" | "lowExercise" | "highStress" | "highCholesterol" | "highLdl" | "highNonHdl" | "lowHdl" | "highTriglycerides" | "highCholesterolRatio" | "highHba1c";

export type InterventionId = "cut-down-alcohol" | "eat-more-fibre" | "healthy-fats" | "cut-down-sugar" | "move-more" | "healthy-weight" | "unwind";
