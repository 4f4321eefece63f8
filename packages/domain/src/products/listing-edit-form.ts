import { z } from 'zod';
import { isDomesticShipping, isInternationalShipping } from '../catalog/artworks.ts';
import { addArtFieldOf, shippingInputOf } from './add-art-form.ts';
import { type ListingEditInput, listingEditSchema } from './products.ts';

/**
 * The studio's Edit listing form: the Add ART form's own field names for what a vendor may change
 * after submitting, checked by listingEditSchema so every rule and message stays defined once.
 */
const text = z.string().default('');

const listingEditFields = z.object({
  title: text,
  description: text,
  price: text,
  taxAmount: text,
  domesticDays: text,
  domesticCost: text,
  offerInternational: z.boolean().default(false),
  internationalDays: text,
  internationalCost: text,
});
type ListingEditFields = z.output<typeof listingEditFields>;

function listingEditInputOf(form: ListingEditFields): ListingEditInput {
  return {
    Title: form.title,
    Description: form.description,
    Price: form.price,
    TaxAmount: form.taxAmount,
    ShippingOptions: shippingInputOf(form),
  };
}

export const listingEditFormSchema = listingEditFields
  .superRefine((form, context) => {
    const result = listingEditSchema.safeParse(listingEditInputOf(form));
    if (result.success) return;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', path: [addArtFieldOf(issue.path, '')], message: issue.message });
    }
  })
  .transform((form) => listingEditSchema.parse(listingEditInputOf(form)));
export type ListingEditFormInput = z.input<typeof listingEditFormSchema>;

/** The form's starting values: the listing as it will be (its waiting change, else the listing itself). */
export function listingEditFormValues(listing: {
  title: string;
  description: string;
  price: number;
  taxAmount: number;
  shippingOptions: readonly { name: string; cost: number; estimatedDeliveryTime: number }[];
}): z.output<typeof listingEditFields> {
  const domestic = listing.shippingOptions.find((option) => isDomesticShipping(option.name));
  const international = listing.shippingOptions.find((option) => isInternationalShipping(option.name));
  return {
    title: listing.title,
    description: listing.description,
    price: String(listing.price),
    taxAmount: String(listing.taxAmount),
    domesticDays: domestic ? String(domestic.estimatedDeliveryTime) : '',
    domesticCost: domestic ? String(domestic.cost) : '',
    offerInternational: international !== undefined,
    internationalDays: international ? String(international.estimatedDeliveryTime) : '',
    internationalCost: international ? String(international.cost) : '',
  };
}

/** The edit a full submission implies: what Add ART sends again when it retries a saved artwork. */
export function listingEditOfSubmission(submission: ListingEditInput): ListingEditInput {
  return {
    Title: submission.Title,
    Description: submission.Description,
    Price: submission.Price,
    TaxAmount: submission.TaxAmount ?? 0,
    ShippingOptions: submission.ShippingOptions,
  };
}
