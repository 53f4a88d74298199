// Generated from config/surveys/healthSurvey_v12.yaml by `npm run codegen`; do not edit.

export const healthSurveyV12Intros: Readonly<Record<string, { title: string; onboarding: boolean }>> = {
  recommendations: {
    title: "Your recommendations",
    onboarding: true,
  },
  "health-check": {
    title: "Your health check",
    onboarding: false,
  },
  "additional-questions": {
    title: "Additional questions",
    onboarding: false,
  },
  "health-profile": {
    title: "Your health profile",
    onboarding: false,
  },
};
