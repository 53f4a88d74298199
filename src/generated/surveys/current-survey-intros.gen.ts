// Generated from config/app.yaml by `npm run codegen`; do not edit.
/** The flow intros of the survey people answer (constants.survey.version), without its questions. */
export { healthSurveyV12Intros as currentSurveyIntros } from './health-survey-v12-intros.gen';
