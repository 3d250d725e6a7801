import { z } from 'zod';

/** A brand as GET /api/brands lists it (image URLs under /api/images). */
export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.object({ main: z.string().nullable(), slim: z.string().nullable() }),
});
export type Brand = z.infer<typeof brandSchema>;

export const robotSummarySchema = z.object({
  id: z.number().int(),
  pn: z.string(),
  year: z.number().int(),
  name: z.string(),
  customerPN: z.string(),
  images: z.object({ main: z.string().nullable() }),
});
export type RobotSummary = z.infer<typeof robotSummarySchema>;

/** GET /api/robots/brands/{id}: the brand, its years (descending) and its robots. */
export const brandRobotsSchema = brandSchema.extend({
  years: z.array(z.number().int()),
  robots: z.array(robotSummarySchema),
});
export type BrandRobots = z.infer<typeof brandRobotsSchema>;

export const robotImagesSchema = z.object({
  main: z.string().nullable(),
  big: z.string().nullable(),
  view: z.string().nullable(),
  exploded_big: z.string().nullable(),
  slim: z.string().nullable(),
});

/** A workbook line; sn, sn_list and replaced describe one unit when the page has a serial. */
export const robotPartSchema = z.object({
  balloonID: z.number(),
  pn: z.string(),
  name: z.string(),
  amount: z.number().int(),
  sn: z.string(),
  sn_list: z.array(z.string()),
  nonSerialic: z.boolean(),
  replaced: z.boolean(),
  isMajor: z.boolean(),
});
export type RobotPart = z.infer<typeof robotPartSchema>;

export const robotDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  no: z.string(),
  code: z.string(),
  year: z.number().int().nullable(),
  url: z.string().nullable(),
});
export type RobotDocument = z.infer<typeof robotDocumentSchema>;

/** GET /api/robots/{year}/{pn}: the model with the spec's fields, workbook in parts. */
export const robotModelSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  name: z.string(),
  pn: z.string(),
  year: z.number().int(),
  customerPN: z.string(),
  images: robotImagesSchema,
  poolArea: z.string(),
  access: z.string(),
  climb: z.string(),
  cycleTime: z.string(),
  electronic: z.string(),
  psu: z.string(),
  cableLength: z.string(),
  weight: z.string(),
  certificate: z.string(),
  warrantyType: z.number().int(),
  parts: z.array(robotPartSchema),
  documents: z.array(robotDocumentSchema),
  certifications: z.array(robotDocumentSchema),
});
export type RobotModel = z.infer<typeof robotModelSchema>;

export const robotModelParamsSchema = z.object({
  year: z.coerce.number().int().min(1900).max(3000),
  pn: z.string().trim().min(1).max(60),
});
export const robotModelQuerySchema = z.object({ sn: z.string().trim().max(60).optional() });

export const snParamSchema = z.object({ sn: z.string().trim().min(1).max(60) });
export const pnParamSchema = z.object({ pn: z.string().trim().min(1).max(60) });

/** GET /api/robots/pn/{pn}: the latest model year of a robot PN (or customer PN). */
export const robotLookupSchema = robotSummarySchema.extend({
  images: z.object({ main: z.string().nullable(), big: z.string().nullable(), view: z.string().nullable() }),
});

/** GET /api/descriptions/{pn}. */
export const descriptionSchema = z.object({
  pn: z.string(),
  description: z.string(),
  nonSerialic: z.boolean(),
});

/** POST /api/rma/partValidation/{pn}: robotSN names the robot the part is (or goes) in. */
export const partValidationBodySchema = z.object({
  sn: z.string().trim().max(60).optional(),
  robotSN: z.string().trim().max(60).optional(),
});
export const partValidationSchema = z.object({
  pn: z.string(),
  description: z.string(),
  nonSerialic: z.boolean(),
});
