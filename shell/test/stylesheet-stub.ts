// A stylesheet imported for its effect on the page exports nothing.
export {};
