// Every answer a test receives from the BFF's API is checked against the OpenAPI document: a
// change of shape, an undocumented status or header fails the test that met it.
import { readApiDocument } from './api-document-file';
import { watchApiAnswers } from '../../src/testing/api-conformance';

const document = readApiDocument();
const answers = watchApiAnswers(async () => document);

afterEach(async () => {
  const problems = await answers.settle();
  if (problems.length > 0) {
    throw new Error(`Answers that do not match the API document:\n${problems.join('\n')}`);
  }
});
