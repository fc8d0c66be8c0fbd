import { z } from 'zod';
import { APP_ERROR_STATUS, type AppErrorCode } from './app-error';

const CODES = Object.keys(APP_ERROR_STATUS) as [AppErrorCode, ...AppErrorCode[]];

/** The body of every error answer of the API (AppError.toBody), as the OpenAPI document declares it. */
export const ZErrorBody = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    code: z.enum(CODES),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe('Every error answer: the status, a stable code and a message to show.');
