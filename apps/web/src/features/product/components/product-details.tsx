import { formatDecimal, inchesToCentimetres, type ProductDetail } from '@art-market/domain/rules';

const formatNumber = (value: number) => formatDecimal(value, 0, 2);

/** "24 × 36 in (61 × 91.4 cm)": the artwork's size (inches on the wire, 1 in = 2.54 cm). */
export function artworkSize(widthInches: number, heightInches: number): string {
  const inches = `${formatNumber(widthInches)} × ${formatNumber(heightInches)} in`;
  const centimetres = `${formatNumber(inchesToCentimetres(widthInches))} × ${formatNumber(inchesToCentimetres(heightInches))} cm`;
  return `${inches} (${centimetres})`;
}

/** The details as a tidy definition list; empty facts are left out. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const rows: [string, string][] = [
    ['Medium', product.medium],
    ['Category', [product.category, product.subCategory].filter(Boolean).join(' · ')],
    ['Surface', product.surface],
    ['Style', product.style],
    ['Year created', product.yearCreated ? String(product.yearCreated) : ''],
    ['Size (width × height)', product.width > 0 && product.height > 0 ? artworkSize(product.width, product.height) : ''],
    ['Frame type', product.frameType],
    ['Frame details', product.frameDetails],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {rows
        .filter(([, value]) => value?.trim())
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted">{term}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
