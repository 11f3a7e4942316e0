/**
 * A schema-dts type with some of its properties made mandatory: schema-dts marks every
 * property optional, so the properties search engines need are required here, and leaving one
 * out fails to compile. (Omit, not an intersection: intersecting a property's huge union of
 * schema.org types with itself makes the compiler run out of memory.)
 */
export type WithRequired<T, K extends keyof T> = Omit<T, K> & Required<Pick<T, K>>;
