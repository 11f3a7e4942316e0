import { runCreateAdmin } from './create-admin-command';

void runCreateAdmin(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
}).then((code) => process.exit(code));
