/** The `ui:widget` of config/forms for a date a person knows: day, month and year boxes (templates/memorable-date-widget.tsx). */
export const MEMORABLE_DATE_WIDGET = 'memorable-date';
