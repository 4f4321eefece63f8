import { describe, expect, it } from 'vitest';
import { adminRefundBodySchema } from '../after-sale/after-sale.ts';
import { catalogQuerySchema } from '../catalog/catalog-query-schema.ts';
import { addToCartSchema } from '../catalog/storefront.ts';
import { clientText, optionalText, requiredText } from './validation.ts';
import { NUL_CHARACTER_MESSAGE } from './validation-copy.ts';
import { fieldErrorsOf } from './validation-rules.ts';

// PostgreSQL refuses the NUL character in text: every helper for client text refuses it with a field error.
describe('client text', () => {
  it.each([
    ['clientText', clientText()],
    ['requiredText', requiredText('Title is required')],
    ['optionalText', optionalText()],
  ])('%s refuses the NUL character and keeps other text', (_name, schema) => {
    const refused = schema.safeParse('Oil\u0000 on canvas');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
    expect(schema.safeParse('Oil on canvas, 1954 – “Harbour”').success).toBe(true);
  });

  it('is refused in the schemas built on the helpers, naming the field', () => {
    const catalogue = catalogQuerySchema.safeParse({ medium: ['Oil\u0000'] });
    expect(Object.keys(fieldErrorsOf(catalogue.error?.issues ?? []))).toEqual(['medium.0']);
    const cart = addToCartSchema.safeParse({ productId: '\u0000', shippingOptionId: 'standard' });
    expect(fieldErrorsOf(cart.error?.issues ?? [])).toEqual({ productId: NUL_CHARACTER_MESSAGE });
    const refund = adminRefundBodySchema.safeParse({ reason: 'Damaged\u0000' });
    expect(fieldErrorsOf(refund.error?.issues ?? [])).toEqual({ reason: NUL_CHARACTER_MESSAGE });
  });
});
