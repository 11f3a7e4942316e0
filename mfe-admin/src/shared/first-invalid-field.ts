/** The first field of `order` (the form's order on screen) that has an error: where focus goes. */
export const firstInvalidField = <Field extends string>(
  order: readonly Field[],
  errors: Partial<Record<Field, string>>,
): Field | undefined => order.find((field) => errors[field] !== undefined);
