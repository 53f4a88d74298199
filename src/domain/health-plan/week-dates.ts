import { appConfig } from '../../generated/app-config.gen';
import { calendarDate } from '../dates';

const [WEEK_END_OFFSET, NEXT_WEEK_OFFSET] = appConfig.constants.healthPlan.weekStartOffsetsDays as [number, number];
const DAY_MS = 86_400_000;

function toUtc(iso: string): number | null {
  const date = calendarDate(iso);
  return date ? Date.UTC(date.year, date.month - 1, date.day) : null;
}

const isoDay = (utc: number): string => new Date(utc).toISOString().slice(0, 10);

/** "YYYY-MM-DD" plus whole days, in calendar days (no daylight-saving drift). */
export function addDays(iso: string, days: number): string | null {
  const start = toUtc(iso);
  return start === null ? null : isoDay(start + days * DAY_MS);
}

export interface WeekDates {
  start: string;
  end: string;
}

/** Week n of a plan starting on firstDay: it starts 7 days after the week before and ends 6 days after it starts. */
export function weekDates(firstDay: string, week: number): WeekDates | null {
  const first = toUtc(firstDay);
  if (first === null || !Number.isInteger(week) || week < 1) return null;
  const start = first + (week - 1) * NEXT_WEEK_OFFSET * DAY_MS;
  return { start: isoDay(start), end: isoDay(start + WEEK_END_OFFSET * DAY_MS) };
}

/** The plan week that holds today: 0 before the plan starts, weeks + 1 once every week has ended. */
export function weekOn(firstDay: string, today: string, weeks: number): number {
  const start = toUtc(firstDay);
  const now = toUtc(today);
  if (start === null || now === null) return 0;
  if (now < start) return 0;
  return Math.min(weeks + 1, Math.floor((now - start) / (NEXT_WEEK_OFFSET * DAY_MS)) + 1);
}
