import { describe, expect, it } from 'vitest';
import { artistLocation, compareArtistNames } from '../artists/artists-rules.ts';
import { listingEditFormSchema, listingEditFormValues } from './listing-edit-form.ts';

const listing = {
  title: 'Monsoon Harbour',
  description: 'Boats at dusk.',
  price: 1000,
  taxAmount: 50,
  shippingOptions: [
    { name: 'International', cost: 80, estimatedDeliveryTime: 14 },
    { name: 'ART ORIGIN Domestic Shipping', cost: 20.5, estimatedDeliveryTime: 5 },
  ],
};

describe('the Edit listing form', () => {
  it('starts from the listing and sends the same listing back when nothing changes', () => {
    const values = listingEditFormValues(listing);
    expect(values).toMatchObject({ price: '1000', domesticCost: '20.5', offerInternational: true, internationalDays: '14' });
    expect(listingEditFormSchema.parse(values)).toEqual({
      Title: 'Monsoon Harbour',
      Description: 'Boats at dusk.',
      Price: 1000,
      TaxAmount: 50,
      ShippingOptions: [
        { Name: 'ART ORIGIN Domestic Shipping', Cost: 20.5, EstimatedDeliveryTime: 5 },
        { Name: 'International', Cost: 80, EstimatedDeliveryTime: 14 },
      ],
    });
  });

  it('puts each rule’s message under the form field it belongs to', () => {
    const values = { ...listingEditFormValues(listing), title: ' ', price: '0', domesticDays: '', internationalCost: '-1' };
    const result = listingEditFormSchema.safeParse(values);
    const byField = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(byField).toMatchObject({
      title: 'Title is required',
      price: 'Price must be greater than 0',
      domesticDays: 'Delivery time is required',
      internationalCost: 'Shipping cost cannot be negative',
    });
  });
});

describe('artists', () => {
  it('orders names A to Z regardless of accents and case, and writes the place without empty parts', () => {
    expect(['zoë Hart', 'Bina Shah', 'Ángel Ruiz'].sort(compareArtistNames)).toEqual(['Ángel Ruiz', 'Bina Shah', 'zoë Hart']);
    expect(artistLocation({ city: 'Mysuru', country: 'India' })).toBe('Mysuru, India');
    expect(artistLocation({ city: ' ', country: 'India' })).toBe('India');
  });
});
