/** A stored record less the fields its service sets itself: what its form must send back. */
export const recordBody = <Stored extends { id: string; createdAt: string; updatedAt: string }>({
  id: _id,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...body
}: Stored) => body;
