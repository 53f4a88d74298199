// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "forecast.heading": "Your {name} forecast",
  "forecast.intro": "Where your {name} is expected to go over the next {weeks, plural, one {week} other {# weeks}} if you follow your plan. The shaded band shows the range it is likely to fall in: the further ahead, the less certain.",
  "forecast.none": "There is no forecast for this test yet.",
  "forecast.tableCaption": "Forecast for {name}",
  "forecast.expected": "Expected",
  "forecast.likelyRange": "Likely range",
  "forecast.drivers": "What drives this forecast",
  "forecast.summary": "Expected to move from {from} to {to} by {date}, likely between {lower} and {upper}.",
  "forecast.chartLabel": "Chart of the {name} forecast with its likely range",
});
