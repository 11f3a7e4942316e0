/**
 * Lets the browser draw and answer a tap before the next piece of start-up work: two pieces in
 * two tasks instead of one long task on a phone.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
