// Lints the OpenAPI document given as JSON on stdin with Redocly's `recommended` rules and
// prints its problems as JSON. A script of its own: Redocly is an ES module, which the test
// runner cannot load.
import { createConfig, lintFromString } from '@redocly/openapi-core';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
process.stdout.write(
  JSON.stringify(
    problems.map((problem) => ({
      ruleId: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      pointer: problem.location[0]?.pointer,
    })),
  ),
);
