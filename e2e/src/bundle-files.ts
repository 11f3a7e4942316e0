import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLE_REPORT_FILE, type ReportNode } from '@reedmere/mf-build';

const SHELL_REPORT = path.resolve(__dirname, '..', '..', 'shell', BUNDLE_REPORT_FILE);

/**
 * Whether a report node bundles code from `folder`. The federation's share registrations are
 * listed under "entry modules" with the path of the module they point to: they are not its code.
 */
function bundles(node: ReportNode, folder: string): boolean {
  if (node.path?.includes('entry modules')) return false;
  if (node.path?.includes(folder)) return true;
  return node.groups?.some((child) => bundles(child, folder)) ?? false;
}

/** The URL paths of the shell's script files that bundle code from `folder`, e.g. `node_modules/swr/`. */
export async function shellFilesHolding(folder: string): Promise<string[]> {
  const report = JSON.parse(await readFile(SHELL_REPORT, 'utf8')) as ReportNode[];
  return report
    .filter((file) => file.label.endsWith('.js') && bundles(file, folder))
    .map((file) => `/${file.label}`);
}
