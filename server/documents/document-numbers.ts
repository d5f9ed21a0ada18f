const nbsp = '\u00a0';
const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp);

/** «1 234,50»: roubles with kopecks always shown, as a document prints money. */
export function documentMoney(roubles: number): string {
  const [whole, fraction] = roubles.toFixed(2).split('.') as [string, string];
  return `${group(whole)},${fraction}`;
}

/** «12,5» / «1 200»: a quantity to the unit's decimals, with a decimal comma. */
export function documentQuantity(quantity: number, decimals: number): string {
  const [whole, fraction] = quantity.toFixed(decimals).split('.') as [string, string | undefined];
  return fraction ? `${group(whole)},${fraction}` : group(whole);
}
