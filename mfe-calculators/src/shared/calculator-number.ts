// Spec section 5: anything typed that is not a number counts as 0. People type money as they
// write it ('£300,000', '300 000'), so pound signs, commas and spaces are ignored first.
const PLAIN_NUMBER = /^(\d+\.?\d*|\.\d+)$/;

/** The number a calculator input stands for; non-numeric or negative input reads as 0. */
export function toCalculatorNumber(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) && input > 0 ? input : 0;
  const cleaned = (input ?? '').replace(/[£,\s]/g, '');
  // No calculator input can be below zero, and '1e3' or '0x10' are not what anyone types.
  return PLAIN_NUMBER.test(cleaned) ? Number(cleaned) : 0;
}
