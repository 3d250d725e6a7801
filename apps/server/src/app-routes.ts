import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { compatibilityRoutes } from './modules/compatibility/routes.ts';
import { contentRoutes } from './modules/contents/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { popupRoutes } from './modules/popups/routes.ts';
import { qaRoutes } from './modules/qa/routes.ts';
import { repairsRoutes } from './modules/repairs/routes.ts';
import { rmaAdminRoutes } from './modules/rma-admin/routes.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { warrantyRoutes } from './modules/warranty/routes.ts';

/** Every module's routes, under /api. */
export async function registerRoutes(api: FastifyInstance, deps: Deps) {
  await healthRoutes(api, deps);
  await authRoutes(api, deps);
  await dashboardRoutes(api, deps);
  await userRoutes(api, deps);
  await contentRoutes(api, deps);
  await statisticsRoutes(api, deps);
  await exportRoutes(api, deps);
  await catalogueRoutes(api, deps);
  await warrantyRoutes(api, deps);
  await compatibilityRoutes(api, deps);
  await fileRoutes(api, deps);
  await notificationRoutes(api, deps);
  await captchaRoutes(api, deps);
  await contactRoutes(api, deps);
  await repairsRoutes(api, deps);
  await qaRoutes(api, deps);
  await popupRoutes(api, deps);
  await auditRoutes(api, deps);
  await rmaAdminRoutes(api, deps);
}
