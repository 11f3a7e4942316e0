import { expect } from '@jest/globals';

/** A body a service must refuse: what is sent, the one field it names and the message for it. */
export type Refusal = readonly [body: object, field: string, message: string];

/** That each body, sent in turn, is answered 400 naming its one field problem and no other. */
export async function expectEachRefused(
  send: (body: object) => PromiseLike<{ status: number; body: { errors?: unknown } }>,
  refusals: readonly Refusal[],
): Promise<void> {
  for (const [body, field, message] of refusals) {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field, message }]);
  }
}
