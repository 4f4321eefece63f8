import { describe, expect, it } from 'vitest';
import { fittingShippingOption, shippingFitNotice, shippingMismatchMessage } from './shipping-fit.ts';

const domestic = { id: 'd', name: 'ART ORIGIN Domestic Shipping' };
const international = { id: 'i', name: 'International' };

describe('shipping fit', () => {
  it('picks domestic at home and international abroad, whatever the spelling of the country', () => {
    expect(fittingShippingOption([domestic, international], 'Germany', ' germany ')).toBe(domestic);
    expect(fittingShippingOption([domestic, international], 'Germany', 'United States')).toBe(international);
    expect(fittingShippingOption([domestic, international], 'United States', 'USA')).toBe(domestic);
    expect(fittingShippingOption([domestic], 'Germany', 'United States')).toBeUndefined();
  });

  it('flags only a Domestic option chosen for another country', () => {
    expect(shippingMismatchMessage(domestic.name, 'Germany', 'United States')).toBe(
      'ART ORIGIN Domestic Shipping covers deliveries within Germany only, but this artwork goes to United States.',
    );
    expect(shippingMismatchMessage(domestic.name, 'Germany', 'Germany')).toBeNull();
    expect(shippingMismatchMessage(international.name, 'Germany', 'United States')).toBeNull();
    expect(shippingMismatchMessage(domestic.name, 'Germany', '')).toBeNull();
  });

  it('tells the collector which option fits, or that none does', () => {
    expect(shippingFitNotice([domestic, international], 'Germany', 'United States')).toBe(
      'For delivery to United States, choose International.',
    );
    expect(shippingFitNotice([domestic], 'Germany', 'United States')).toBe(
      'This artwork ships from Germany, and no international option is offered: contact the gallery before buying for delivery to United States.',
    );
    expect(shippingFitNotice([domestic], 'Germany', '')).toBeNull();
  });
});
