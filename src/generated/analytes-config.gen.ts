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
      loinc: {
        code: "14647-2",
        display: "Cholesterol [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/14647-2/",
      },
      ucum: "mmol/L",
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
      loinc: {
        code: "22748-8",
        display: "Cholesterol in LDL [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/22748-8/ (measured or calculated: the code names no method)",
      },
      ucum: "mmol/L",
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
      loinc: {
        code: "14646-4",
        display: "Cholesterol in HDL [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/14646-4/",
      },
      ucum: "mmol/L",
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
      loinc: {
        code: "70204-3",
        display: "Cholesterol non HDL [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/70204-3/",
      },
      ucum: "mmol/L",
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
      loinc: {
        code: "14927-8",
        display: "Triglyceride [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/14927-8/",
      },
      ucum: "mmol/L",
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
      loinc: {
        code: "32309-7",
        display: "Cholesterol.total/Cholesterol in HDL [Molar ratio] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/32309-7/",
      },
      ucum: "{ratio}",
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
      loinc: {
        code: "59261-8",
        display: "Hemoglobin A1c/Hemoglobin.total in Blood by IFCC protocol",
        source: "LOINC 2.80, https://loinc.org/59261-8/ (IFCC units (mmol/mol))",
      },
      ucum: "mmol/mol",
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
      loinc: {
        code: "14749-6",
        display: "Glucose [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/14749-6/",
      },
      ucum: "mmol/L",
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
      loinc: {
        code: "2276-4",
        display: "Ferritin [Mass/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/2276-4/",
      },
      ucum: "ug/L",
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
      loinc: {
        code: "68438-1",
        display: "25-Hydroxyvitamin D2+25-Hydroxyvitamin D3 [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/68438-1/ (total 25-OH vitamin D (D2 and D3) in nmol/L)",
      },
      ucum: "nmol/L",
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
      loinc: {
        code: "14685-2",
        display: "Cobalamin (Vitamin B12) [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/14685-2/",
      },
      ucum: "pmol/L",
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
      loinc: {
        code: "14732-2",
        display: "Folate [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/14732-2/",
      },
      ucum: "nmol/L",
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
      loinc: {
        code: "30522-7",
        display: "C reactive protein [Mass/volume] in Serum or Plasma by High sensitivity method",
        source: "LOINC 2.80, https://loinc.org/30522-7/",
      },
      ucum: "mg/L",
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
      loinc: {
        code: "3016-3",
        display: "Thyrotropin [Units/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/3016-3/ (mU/L is milli-international units per litre)",
      },
      ucum: "m[IU]/L",
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
      loinc: {
        code: "14920-3",
        display: "Thyroxine (T4) free [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/14920-3/",
      },
      ucum: "pmol/L",
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
      loinc: {
        code: "14682-9",
        display: "Creatinine [Moles/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/14682-9/",
      },
      ucum: "umol/L",
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
      loinc: {
        code: "62238-1",
        display: "Glomerular filtration rate [Volume Rate/Area] in Serum, Plasma or Blood by Creatinine-based formula (CKD-EPI)/1.73 sq M",
        source: "LOINC 2.80, https://loinc.org/62238-1/ (CKD-EPI, the equation NICE NG203 asks UK labs to report)",
      },
      ucum: "mL/min/{1.73_m2}",
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
      loinc: {
        code: "1742-6",
        display: "Alanine aminotransferase [Enzymatic activity/volume] in Serum or Plasma",
        source: "LOINC 2.80, https://loinc.org/1742-6/",
      },
      ucum: "U/L",
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
      loinc: {
        code: "94563-4",
        display: "SARS-CoV-2 (COVID-19) IgG Ab [Presence] in Serum or Plasma by Immunoassay",
        source: "LOINC 2.80, https://loinc.org/94563-4/ (a presence (positive or negative) result, so it has no unit)",
      },
      ucum: null,
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
