// The layers of every service (docs/architecture.md#how-to-add-a-service), as lint errors: the
// domain states the rules in the service's own terms and throws DomainErrors; the HTTP layer
// (entry-points) alone speaks HTTP; data-access alone speaks to the database.

const HTTP_ERROR = {
  name: '@reedmere/service-kit',
  importNames: ['HttpError'],
  message:
    'Throw a DomainError (ValidationError, NotFoundError, ConflictError, ...): the error handler alone turns it into HTTP.',
};

const ENTRY_POINTS = {
  group: ['**/entry-points/**', '**/entry-points'],
  message: 'The HTTP layer calls this code, not the other way round.',
};

const restrict = (paths, patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
});

export const serviceLayerRules = [
  {
    files: ['services/*/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      [
        HTTP_ERROR,
        {
          name: 'express',
          allowTypeImports: true,
          message: 'The domain knows no HTTP: take plain values, return plain values.',
        },
        {
          name: 'mongoose',
          allowTypeImports: true,
          message: 'The domain reaches the database through data-access only.',
        },
      ],
      [ENTRY_POINTS],
    ),
  },
  {
    files: ['services/*/src/data-access/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      [
        HTTP_ERROR,
        {
          name: 'express',
          allowTypeImports: true,
          message: 'Data access knows no HTTP.',
        },
      ],
      [ENTRY_POINTS],
    ),
  },
];
