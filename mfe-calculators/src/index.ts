export { calculateMortgage, MORTGAGE_DEFAULTS, toCalculatorNumber } from './shared/mortgage';
export type { MortgageInput, MortgageResult, MortgageType } from './shared/mortgage';
