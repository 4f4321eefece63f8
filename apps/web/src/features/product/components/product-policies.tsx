/** The return policy and care texts of every artwork page (docs/product/storefront.md#product-page). */
export function ReturnPolicy() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      <li>Returns are accepted within 7 days of delivery.</li>
      <li>The artwork must be in its original condition and packaging.</li>
      <li>A 15 percent restocking fee applies.</li>
      <li>The customer pays the return shipping.</li>
    </ul>
  );
}

export function CareInstructions() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      <li>Keep the artwork at room temperature, 65-75°F.</li>
      <li>Keep the humidity at 45-55%.</li>
      <li>Hang it away from direct sunlight and sources of heat or damp.</li>
    </ul>
  );
}
