// Every answer a test receives from the BFF's API is checked against the OpenAPI document: a
// change of shape, an undocumented status or header fails the test that met it.
import { buildApiDocument } from '../../src/api-document/build-document';
import { watchApiAnswers } from '../../src/testing/api-conformance';

const document = buildApiDocument('test');
const answers = watchApiAnswers(async () => document);

afterEach(async () => {
  const problems = await answers.settle();
  if (problems.length > 0) {
    throw new Error(`Answers that do not match the API document:\n${problems.join('\n')}`);
  }
});
