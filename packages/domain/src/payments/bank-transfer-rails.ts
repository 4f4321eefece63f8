import { isIndia } from './payments.ts';

/**
 * The two ways a collector can pay by bank transfer (docs/product/orders-and-payments.md#bank-transfer, ADR 0043):
 * NEFT, India's domestic transfer to the Indian account (number and IFSC), for an order delivered in India;
 * an international wire (SWIFT/BIC with an IBAN or account number) for one delivered anywhere else, when
 * the server offers it (`BANK_TRANSFER_ABROAD=wire`).
 */
export const BANK_TRANSFER_RAILS = ['neft', 'wire'] as const;
export type BankTransferRail = (typeof BANK_TRANSFER_RAILS)[number];

/** The rail an order delivered to `country` pays by, or null when no bank transfer is offered there. */
export function bankTransferRailFor(country: string, wireOffered: boolean): BankTransferRail | null {
  if (isIndia(country)) return 'neft';
  return wireOffered ? 'wire' : null;
}

export const BANK_TRANSFER_RAIL_NAMES: Record<BankTransferRail, string> = {
  neft: 'Bank transfer (NEFT)',
  wire: 'Bank transfer by international wire (SWIFT)',
};

/** The currency a rail is sent in: rupees inside India, dollars (the storefront's currency) by wire. */
export const BANK_TRANSFER_RAIL_CURRENCY = { neft: 'INR', wire: 'USD' } as const satisfies Record<BankTransferRail, string>;

/** Who pays a wire's fees: the collector, so that the whole amount due arrives. */
export const WIRE_FEES_NOTICE =
  "Send the wire with charges OUR: you pay your bank's fees and any intermediary bank's fees, so that the full amount due reaches our account. A wire that arrives short is treated as a partial payment.";

export const BankTransferRailMessages = {
  neftIndiaOnly: 'NEFT is available only for delivery in India: please send an international wire transfer instead',
  wireAbroadOnly: 'For delivery in India, please pay by NEFT',
  notOffered: 'Bank transfer is available only for delivery in India: please pay with PayPal',
  invalidRail: 'Please choose NEFT or an international wire transfer',
} as const;

/** The rail a submission names for this order, refused when it is not the one offered there. */
export function bankTransferRailProblem(
  country: string,
  wireOffered: boolean,
  declared: BankTransferRail | undefined,
): string | null {
  const offered = bankTransferRailFor(country, wireOffered);
  if (offered === null) return BankTransferRailMessages.notOffered;
  if (declared === undefined || declared === offered) return null;
  return declared === 'neft' ? BankTransferRailMessages.neftIndiaOnly : BankTransferRailMessages.wireAbroadOnly;
}

/** A SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isSwiftCode(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value);
}

/** An Indian IFSC: bank (4 letters), a zero, branch (6 letters or digits). */
export function isIfscCode(value: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);
}

/** An IBAN, spaces allowed: country, check digits and account, whose ISO 13616 mod-97 check is 1. */
export function isIban(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = [...(compact.slice(4) + compact.slice(0, 4))]
    .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** An IBAN in groups of four, as banks print it. */
export function formatIban(value: string): string {
  return (
    value
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
