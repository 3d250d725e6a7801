// Named component schemas of the API description: the shared shapes (the error envelope, the
// list answers) and the main entities, registered once in zod's global registry with an id;
// fastify-type-provider-zod's jsonSchemaTransformObject turns every use into a $ref to
// #/components/schemas/<id>. Only the description changes: validation and serialisation are the same.
import { auditRowSchema } from '@poolside/contract/audit';
import { robotModelSchema, robotSummarySchema } from '@poolside/contract/catalogue';
import { companyDetailSchema, companyRowSchema } from '@poolside/contract/companies';
import { completeUnitSchema, unitPageSchema } from '@poolside/contract/complete-units';
import { contentSchema } from '@poolside/contract/contents';
import { errorDataSchema, errorEnvelopeSchema } from '@poolside/contract/envelope';
import { exportJobSchema } from '@poolside/contract/exports';
import { feedbackPageSchema, feedbackRowSchema } from '@poolside/contract/feedback';
import { notificationPageSchema, notificationSchema } from '@poolside/contract/notifications';
import { rmaLinePageSchema, rmaLineSchema, rmaPageSchema, rmaSchema } from '@poolside/contract/repairs';
import { orderSchema } from '@poolside/contract/spares';
import { sessionUserSchema, userDetailSchema, userRowSchema } from '@poolside/contract/users';
import { robotItemSchema, warrantyUpdateSchema } from '@poolside/contract/warranty';
import { z } from 'zod';

const components: [z.ZodType, string][] = [
  [errorEnvelopeSchema, 'ErrorEnvelope'],
  [errorDataSchema, 'ErrorData'],
  [sessionUserSchema, 'SessionUser'],
  [userRowSchema, 'UserRow'],
  [userDetailSchema, 'UserDetail'],
  [companyRowSchema, 'CompanyRow'],
  [companyDetailSchema, 'CompanyDetail'],
  [robotSummarySchema, 'RobotSummary'],
  [robotModelSchema, 'RobotModel'],
  [robotItemSchema, 'RobotItem'],
  [warrantyUpdateSchema, 'WarrantyUpdate'],
  [rmaSchema, 'Rma'],
  [rmaPageSchema, 'RmaPage'],
  [rmaLineSchema, 'RmaLine'],
  [rmaLinePageSchema, 'RmaLinePage'],
  [completeUnitSchema, 'CompleteUnit'],
  [unitPageSchema, 'CompleteUnitPage'],
  [feedbackRowSchema, 'FeedbackRow'],
  [feedbackPageSchema, 'FeedbackPage'],
  [notificationSchema, 'Notification'],
  [notificationPageSchema, 'NotificationPage'],
  [contentSchema, 'Content'],
  [orderSchema, 'Order'],
  [exportJobSchema, 'ExportJob'],
  [auditRowSchema, 'AuditRow'],
];

for (const [schema, id] of components) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}
