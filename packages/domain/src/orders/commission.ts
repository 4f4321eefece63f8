import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../common/money.ts';
import { CommissionMessages } from './commission-copy.ts';

export const commissionPercentageField = z
  .number({ error: CommissionMessages.invalidNumber })
  .refine(Number.isFinite, CommissionMessages.invalidNumber)
  .min(0, CommissionMessages.outOfRange)
  .max(100, CommissionMessages.outOfRange)
  .refine(hasAtMostTwoDecimals, CommissionMessages.tooPrecise);

export const commissionSettingSchema = z.object({ commissionPercentage: commissionPercentageField });
export type CommissionSetting = z.infer<typeof commissionSettingSchema>;
