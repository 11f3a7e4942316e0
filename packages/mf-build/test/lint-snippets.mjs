// Lints snippets of code as if they stood at the given paths, with the repository's lint config,
// in one process: reads `[{ file, code }]` as JSON on stdin, writes each one's messages in order.
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const snippets = JSON.parse(await text(process.stdin));
const eslint = new ESLint({ cwd: process.cwd() });
const messages = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  messages.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(messages));
