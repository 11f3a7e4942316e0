import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '../src');

/** The modules under `folder` (tests aside), as paths from src. */
function modulesIn(folder: string): string[] {
  return readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

// The layout and the shell's pages are plain markup styled by the site's stylesheet: an import of
// MUI or emotion in one of them would bring the styling library to every page it is on.
it('no module of the layout or the pages imports MUI or emotion', () => {
  const modules = [...modulesIn('layout'), ...modulesIn('pages')];
  expect(modules.length).toBeGreaterThan(30);
  const drawnWithMui = modules.filter((file) =>
    /from '@(mui|emotion)\//.test(readFileSync(path.join(SRC, file), 'utf8')),
  );
  expect(drawnWithMui).toEqual([]);
});
