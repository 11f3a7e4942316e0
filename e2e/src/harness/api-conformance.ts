// Every answer an e2e check receives from a site's API is checked against the OpenAPI document
// that site serves: a change of shape, an undocumented status or header fails the test.
import { watchApiAnswers } from '@reedmere/bff/testing';

const answers = watchApiAnswers(async (origin, fetchAsSent) => {
  const response = await fetchAsSent(`${origin}/api/openapi.json`);
  if (response.status !== 200)
    throw new Error(`${origin}/api/openapi.json answered ${response.status}`);
  return (await response.json()) as object;
});

afterEach(async () => {
  const problems = await answers.settle();
  if (problems.length > 0) {
    throw new Error(`Answers that do not match the API document:\n${problems.join('\n')}`);
  }
});
