/**
 * Sums of money are added up in whole kopecks: roubles with two decimals are not exact in binary,
 * and a bill of dozens of lines would otherwise end in 0.30000000000000004.
 */
export const toKopecks = (roubles: number): number => Math.round(roubles * 100);
export const toRoubles = (kopecks: number): number => kopecks / 100;
