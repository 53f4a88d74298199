// Generated from config/analytes.yaml by `npm run codegen`; do not edit.
import type { AnalytesConfig } from './config-types.gen';

export const analytesConfig: AnalytesConfig = {
  groups: [
    {
      id: "heart",
      name: "Heart health",
    },
    {
      id: "diabetes",
      name: "Diabetes",
    },
    {
      id: "iron",
      name: "Iron",
    },
    {
      id: "vitamins",
      name: "Vitamins",
    },
    {
      id: "inflammation",
      name: "Inflammation",
    },
    {
      id: "thyroid",
      name: "Thyroid",
    },
    {
      id: "kidney",
      name: "Kidney function",
    },
    {
      id: "liver",
      name: "Liver function",
    },
    {
      id: "infection",
      name: "Infection and immunity",
    },
  ],
  analytes: [
    {
      code: "CHOL",
      name: "Total cholesterol",
      unit: "mmol/L",
      group: "heart",
      cvi: 5.18,
      cva: null,
      skewed: false,
      precision: 1,
      ranges: [
        {
          status: "optimal",
          min: null,
          max: 4,
        },
        {
          status: "normal",
          min: 4,
          max: 5,
        },
        {
          status: "abnormal",
          min: 5,
          max: 7.5,
        },
        {
          status: "highly_abnormal",
          min: 7.5,
          max: null,
        },
      ],
      contentId: "total-cholesterol",
      units: [
        {
          unit: "mmol/L",
          factor: 1,
        },
        {
          unit: "mg/dL",
          factor: 0.02586,
          source: "longevity-skills convert table (research/results.md section 5)",
        },
      ],
    },
    {
      code: "LDL",
      name: "LDL cholesterol",
      unit: "mmol/L",
      group: "heart",
      cvi: 8.46,
      cva: null,
      skewed: false,
      precision: 1,
      ranges: [
        {
          status: "optimal",
          min: null,
          max: 2,
        },
        {
          status: "normal",
          min: 2,
          max: 3,
        },
        {
          status: "abnormal",
          min: 3,
          max: null,
        },
      ],
      contentId: "ldl-cholesterol",
      units: [
        {
          unit: "mmol/L",
          factor: 1,
        },
        {
          unit: "mg/dL",
          factor: 0.02586,
        },
      ],
    },
    {
      code: "HDL",
      name: "HDL cholesterol",
      unit: "mmol/L",
      group: "heart",
      cvi: 5.67,
      cva: null,
      skewed: false,
      precision: 1,
      ranges: [
        {
          status: "abnormal",
          min: null,
          max: 1.2,
        },
        {
          status: "normal",
          min: 1.2,
          max: 1.5,
        },
        {
          status: "optimal",
          min: 1.5,
          max: null,
        },
      ],
      contentId: "hdl-cholesterol",
      units: [
        {
          unit: "mmol/L",
          factor: 1,
        },
        {
          unit: "mg/dL",
          factor: 0.02586,
        },
      ],
    },
    {
      code: "NHDL",
      name: "Non-HDL cholesterol",
      unit: "mmol/L",
      group: "heart",
      cvi: null,
      cva: null,
      skewed: false,
      precision: 1,
      ranges: [
        {
          status: "optimal",
          min: null,
          max: 3,
        },
        {
          status: "normal",
          min: 3,
          max: 4,
        },
        {
          status: "abnormal",
          min: 4,
          max: null,
        },
      ],
      contentId: "non-hdl-cholesterol",
      units: [
        {
          unit: "mmol/L",
          factor: 1,
        },
        {
          unit: "mg/dL",
          factor: 0.02586,
        },
      ],
    },
    {
      code: "TRIG",
      name: "Triglycerides",
      unit: "mmol/L",
      group: "heart",
      cvi: 19.8,
      cva: null,
      skewed: true,
      precision: 1,
      ranges: [
        {
          status: "optimal",
          min: null,
          max: 1,
        },
        {
          status: "normal",
          min: 1,
          max: 1.7,
        },
        {
          status: "abnormal",
          min: 1.7,
          max: null,
        },
      ],
      contentId: "triglycerides",
      units: [
        {
          unit: "mmol/L",
          factor: 1,
        },
        {
          unit: "mg/dL",
          factor: 0.01129,
        },
      ],
    },
    {
      code: "CHDR",
      name: "Cholesterol to HDL ratio",
      unit: "ratio",
      group: "heart",
      cvi: null,
      cva: null,
      skewed: false,
      precision: 2,
      ranges: [
        {
          status: "optimal",
          min: null,
          max: 3.5,
        },
        {
          status: "normal",
          min: 3.5,
          max: 4.5,
        },
        {
          status: "abnormal",
          min: 4.5,
          max: null,
        },
      ],
      contentId: "cholesterol-hdl-ratio",
      units: [
        {
          unit: "ratio",
          factor: 1,
        },
      ],
    },
    {
      code: "HBA1C",
      name: "HbA1c",
      unit: "mmol/mol",
      group: "diabetes",
      cvi: 1.2,
      cva: null,
      skewed: false,
      precision: 0,
      ranges: [
        {
          status: "optimal",
          min: null,
          max: 38,
        },
        {
          status: "normal",
          min: 38,
          max: 42,
        },
        {
          status: "abnormal",
          min: 42,
          max: 48,
        },
        {
          status: "highly_abnormal",
          min: 48,
          max: null,
        },
      ],
      contentId: "hba1c",
      units: [
        {
          unit: "mmol/mol",
          factor: 1,
        },
        {
          unit: "%",
          factor: 10.929,
          offset: -23.5,
          source: "IFCC-NGSP master equation (research/results.md section 5)",
        },
      ],
    },
    {
      code: "GLU",
      name: "Glucose",
      unit: "mmol/L",
      group: "diabetes",
      cvi: 4.7,
      cva: null,
      skewed: false,
      precision: 1,
      ranges: [
        {
          status: "abnormal",
          min: null,
          max: 4,
        },
        {
          status: "normal",
          min: 4,
          max: 6,
        },
        {
          status: "abnormal",
          min: 6,
          max: 7,
        },
        {
          status: "highly_abnormal",
          min: 7,
          max: null,
        },
      ],
      contentId: "glucose",
      units: [
        {
          unit: "mmol/L",
          factor: 1,
        },
        {
          unit: "mg/dL",
          factor: 0.0555,
        },
      ],
    },
    {
      code: "FERR",
      name: "Ferritin",
      unit: "ug/L",
      group: "iron",
      cvi: 16.9,
      cva: null,
      skewed: false,
      precision: 0,
      ranges: [
        {
          status: "abnormal",
          min: null,
          max: 30,
        },
        {
          status: "normal",
          min: 30,
          max: 50,
        },
        {
          status: "optimal",
          min: 50,
          max: 150,
        },
        {
          status: "abnormal",
          min: 150,
          max: null,
        },
      ],
      contentId: "ferritin",
      units: [
        {
          unit: "ug/L",
          factor: 1,
        },
        {
          unit: "ng/mL",
          factor: 1,
        },
      ],
    },
    {
      code: "VITD",
      name: "Vitamin D (25-OH)",
      unit: "nmol/L",
      group: "vitamins",
      cvi: 6.3,
      cva: null,
      skewed: false,
      precision: 0,
      ranges: [
        {
          status: "highly_abnormal",
          min: null,
          max: 25,
        },
        {
          status: "abnormal",
          min: 25,
          max: 50,
        },
        {
          status: "normal",
          min: 50,
          max: 75,
        },
        {
          status: "optimal",
          min: 75,
          max: 200,
        },
        {
          status: "abnormal",
          min: 200,
          max: null,
        },
      ],
      contentId: "vitamin-d",
      units: [
        {
          unit: "nmol/L",
          factor: 1,
        },
        {
          unit: "ng/mL",
          factor: 2.496,
          source: "MW 400.65 (research/results.md section 5)",
        },
      ],
    },
    {
      code: "B12",
      name: "Vitamin B12",
      unit: "pmol/L",
      group: "vitamins",
      cvi: 8.6,
      cva: null,
      skewed: false,
      precision: 0,
      ranges: [
        {
          status: "abnormal",
          min: null,
          max: 180,
        },
        {
          status: "normal",
          min: 180,
          max: 300,
        },
        {
          status: "optimal",
          min: 300,
          max: 700,
        },
        {
          status: "abnormal",
          min: 700,
          max: null,
        },
      ],
      contentId: "vitamin-b12",
      units: [
        {
          unit: "pmol/L",
          factor: 1,
        },
        {
          unit: "pg/mL",
          factor: 0.738,
          source: "NHANES L06NB_C",
        },
        {
          unit: "ng/L",
          factor: 0.738,
        },
      ],
    },
    {
      code: "FOLA",
      name: "Folate",
      unit: "nmol/L",
      group: "vitamins",
      cvi: 10.7,
      cva: null,
      skewed: false,
      precision: 1,
      ranges: [
        {
          status: "abnormal",
          min: null,
          max: 7,
        },
        {
          status: "normal",
          min: 7,
          max: 10,
        },
        {
          status: "optimal",
          min: 10,
          max: 45,
        },
        {
          status: "abnormal",
          min: 45,
          max: null,
        },
      ],
      contentId: "folate",
      units: [
        {
          unit: "nmol/L",
          factor: 1,
        },
        {
          unit: "ng/mL",
          factor: 2.265,
          source: "NHANES L06NB_C",
        },
        {
          unit: "ug/L",
          factor: 2.265,
        },
      ],
    },
    {
      code: "CRP",
      name: "C-reactive protein (hs-CRP)",
      unit: "mg/L",
      group: "inflammation",
      cvi: 29.4,
      cva: null,
      skewed: true,
      precision: 1,
      ranges: [
        {
          status: "optimal",
          min: null,
          max: 1,
        },
        {
          status: "normal",
          min: 1,
          max: 3,
        },
        {
          status: "abnormal",
          min: 3,
          max: 10,
        },
        {
          status: "highly_abnormal",
          min: 10,
          max: null,
        },
      ],
      contentId: "crp",
      units: [
        {
          unit: "mg/L",
          factor: 1,
        },
        {
          unit: "mg/dL",
          factor: 10,
        },
      ],
    },
    {
      code: "TSH",
      name: "Thyroid stimulating hormone (TSH)",
      unit: "mU/L",
      group: "thyroid",
      cvi: 17.7,
      cva: null,
      skewed: false,
      precision: 2,
      ranges: [
        {
          status: "abnormal",
          min: null,
          max: 0.27,
        },
        {
          status: "normal",
          min: 0.27,
          max: 4.2,
        },
        {
          status: "abnormal",
          min: 4.2,
          max: null,
        },
      ],
      contentId: "tsh",
      units: [
        {
          unit: "mU/L",
          factor: 1,
        },
        {
          unit: "mIU/L",
          factor: 1,
        },
      ],
    },
    {
      code: "FT4",
      name: "Free thyroxine (free T4)",
      unit: "pmol/L",
      group: "thyroid",
      cvi: 4.8,
      cva: null,
      skewed: false,
      precision: 1,
      ranges: [
        {
          status: "abnormal",
          min: null,
          max: 12,
        },
        {
          status: "normal",
          min: 12,
          max: 22,
        },
        {
          status: "abnormal",
          min: 22,
          max: null,
        },
      ],
      contentId: "free-t4",
      units: [
        {
          unit: "pmol/L",
          factor: 1,
        },
      ],
    },
    {
      code: "CREA",
      name: "Creatinine",
      unit: "umol/L",
      group: "kidney",
      cvi: 4.4,
      cva: null,
      skewed: false,
      precision: 0,
      ranges: [
        {
          status: "abnormal",
          min: null,
          max: 45,
        },
        {
          status: "normal",
          min: 45,
          max: 84,
        },
        {
          status: "abnormal",
          min: 84,
          max: null,
        },
      ],
      contentId: "creatinine",
      units: [
        {
          unit: "umol/L",
          factor: 1,
        },
        {
          unit: "mg/dL",
          factor: 88.4,
        },
      ],
    },
    {
      code: "EGFR",
      name: "eGFR",
      unit: "mL/min/1.73m2",
      group: "kidney",
      cvi: null,
      cva: null,
      skewed: false,
      precision: 0,
      ranges: [
        {
          status: "highly_abnormal",
          min: null,
          max: 60,
        },
        {
          status: "abnormal",
          min: 60,
          max: 90,
        },
        {
          status: "normal",
          min: 90,
          max: null,
        },
      ],
      contentId: "egfr",
      units: [
        {
          unit: "mL/min/1.73m2",
          factor: 1,
        },
      ],
    },
    {
      code: "ALT",
      name: "Alanine aminotransferase (ALT)",
      unit: "U/L",
      group: "liver",
      cvi: 9.3,
      cva: null,
      skewed: false,
      precision: 0,
      ranges: [
        {
          status: "normal",
          min: null,
          max: 33,
        },
        {
          status: "abnormal",
          min: 33,
          max: null,
        },
      ],
      contentId: "alt",
      units: [
        {
          unit: "U/L",
          factor: 1,
        },
        {
          unit: "IU/L",
          factor: 1,
        },
      ],
    },
    {
      code: "ACOVG",
      name: "COVID-19 antibodies",
      unit: null,
      binary: true,
      group: "infection",
      cvi: null,
      cva: null,
      skewed: false,
      precision: 0,
      contentId: "covid-antibodies",
      units: [],
    },
  ],
};

export type AnalyteCode = "CHOL" | "LDL" | "HDL" | "NHDL" | "TRIG" | "CHDR" | "HBA1C" | "GLU" | "FERR" | "VITD" | "B12" | "FOLA" | "CRP" | "TSH" | "FT4" | "CREA" | "EGFR" | "ALT" | "ACOVG";

export type AnalyteGroupId = "heart" | "diabetes" | "iron" | "vitamins" | "inflammation" | "thyroid" | "kidney" | "liver" | "infection";
