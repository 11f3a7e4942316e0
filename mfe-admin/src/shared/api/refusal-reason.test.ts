import { ApiError } from '@reedmere/web-kit';
import { refusalReason } from './refusal-reason';

describe('refusalReason', () => {
  it('joins the field messages of a validation answer', () => {
    const error = new ApiError(
      400,
      '{"message":"Validation failed","errors":[{"field":"title","message":"Title is required"},{"field":"price","message":"Price must be positive"}]}',
    );
    expect(refusalReason(error)).toBe('Title is required; Price must be positive');
  });

  it('uses the message when there are no field errors', () => {
    expect(refusalReason(new ApiError(400, '{"message":"Too many images"}'))).toBe(
      'Too many images',
    );
  });

  it('gives the reason of a conflict, such as a taken slug', () => {
    expect(refusalReason(new ApiError(409, '{"message":"That slug is already used"}'))).toBe(
      'That slug is already used',
    );
  });

  it('gives the right a person lacks', () => {
    const message =
      'Only an editor for commercial sales, a manager or the owner can change this. You are an editor for residential sales and lettings.';
    expect(refusalReason(new ApiError(403, JSON.stringify({ message })))).toBe(message);
  });

  it('gives the reason a save made from an older version was refused', () => {
    expect(refusalReason(new ApiError(412, '{"message":"Sam saved this listing"}'))).toBe(
      'Sam saved this listing',
    );
  });

  it('gives nothing for other statuses or plain text', () => {
    expect(refusalReason(new ApiError(500, '{"message":"boom"}'))).toBeUndefined();
    expect(refusalReason(new ApiError(401, '{"message":"Unauthorized"}'))).toBeUndefined();
    expect(refusalReason(new ApiError(400, 'Bad Request'))).toBeUndefined();
    expect(refusalReason('400: {"message":"x"}')).toBeUndefined();
  });
});
