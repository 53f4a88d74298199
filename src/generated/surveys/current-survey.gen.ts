// Generated from config/app.yaml by `npm run codegen`; do not edit.
/** The survey people answer: constants.survey.version of config/app.yaml. */
export { healthSurveyV12 as currentSurvey } from './health-survey-v12.gen';
