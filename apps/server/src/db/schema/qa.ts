import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../columns.ts';

/** The QA parameters of spec 03: one row (id 1), read by the dashboard, edited by provider staff. */
export const qaParams = pgTable('qa_params', {
  id: integer('id').primaryKey(),
  dateUpdate: moment('date_update'),
  saleDateStart: date('sale_date_start', { mode: 'string' }),
  psWeek: integer('ps_week'),
  psYear: integer('ps_year'),
  psMonthlyLimit: integer('ps_monthly_limit'),
  pumpWeek: integer('pump_week'),
  pumpYear: integer('pump_year'),
  pumpMonthlyLimit: integer('pump_monthly_limit'),
  prefix1: text('prefix1').notNull().default(''),
  prefix1MonthlyLimit: integer('prefix1_monthly_limit'),
  prefix2: text('prefix2').notNull().default(''),
  prefix2MonthlyLimit: integer('prefix2_monthly_limit'),
  prefix3: text('prefix3').notNull().default(''),
  prefix3MonthlyLimit: integer('prefix3_monthly_limit'),
  prefix4: text('prefix4').notNull().default(''),
  prefix4MonthlyLimit: integer('prefix4_monthly_limit'),
  prefix5: text('prefix5').notNull().default(''),
  prefix5MonthlyLimit: integer('prefix5_monthly_limit'),
  prefix6: text('prefix6').notNull().default(''),
  prefix6MonthlyLimit: integer('prefix6_monthly_limit'),
  prefix7: text('prefix7').notNull().default(''),
  prefix7MonthlyLimit: integer('prefix7_monthly_limit'),
  prefix8: text('prefix8').notNull().default(''),
  prefix8MonthlyLimit: integer('prefix8_monthly_limit'),
  prefix9: text('prefix9').notNull().default(''),
  prefix9MonthlyLimit: integer('prefix9_monthly_limit'),
  serviceCenter1: text('service_center1').notNull().default(''),
  serviceCenter2: text('service_center2').notNull().default(''),
  serviceCenter3: text('service_center3').notNull().default(''),
  serviceCenter4: text('service_center4').notNull().default(''),
  serviceCenter5: text('service_center5').notNull().default(''),
  serviceCenter6: text('service_center6').notNull().default(''),
});

export const QA_PARAMS_ROW_ID = 1;
