import {
  contextModulesByFile,
  CONTEXT_FOLDERS,
  duplicatedModules,
  type ReportNode,
} from './bundle-report';

const leaf = (path: string): ReportNode => ({ label: path.split('/').pop() ?? path, path });

const report: ReportNode[] = [
  {
    label: 'main.abc.js',
    groups: [
      {
        label: 'node_modules',
        groups: [
          leaf('./node_modules/react/index.js'),
          leaf('./node_modules/@mui/system/esm/index.js'),
          leaf('./node_modules/@mui/material/Button/Button.js'),
        ],
      },
      leaf('./src/app.tsx'),
      leaf('../packages/router/dist/esm/routes.js'),
      leaf('../packages/web-kit/dist/esm/index.js'),
      leaf('./entry modules (concatenated)/node_modules/react-dom/index.js'),
      leaf('./node_modules/swr/dist/index/index.mjs)'),
    ],
  },
  {
    label: 'data.ghi.js',
    groups: [
      {
        label: 'node_modules/swr/dist/index',
        groups: [
          {
            label: 'index.mjs + 6 modules (concatenated)',
            path: './node_modules/swr/dist/index/index.mjs + 6 modules (concatenated)',
            groups: [],
          },
        ],
      },
    ],
  },
  { label: 'app.def.js', groups: [leaf('./src/pages/home.tsx')] },
  { label: 'styles.css', groups: [leaf('./node_modules/react/index.js')] },
];

describe('bundle report', () => {
  it('counts React, the site`s router and the styling layer as context-holding, not MUI components', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      '@emotion/react',
      '@mui/system',
      '@module-federation/runtime-core',
    ])
      expect(CONTEXT_FOLDERS).toContain(`node_modules/${name}/`);
    expect(CONTEXT_FOLDERS).toContain('packages/router/');
    expect(CONTEXT_FOLDERS).not.toContain('node_modules/@mui/material/');
  });

  it('lists per JavaScript file only the context-holding modules in it, not federation stubs', () => {
    const byFile = contextModulesByFile(report);
    expect([...byFile.keys()]).toEqual(['main.abc.js', 'data.ghi.js']);
    // A concatenated module listed without its parts is still code of that package.
    expect([...byFile.get('data.ghi.js')!]).toEqual(['node_modules/swr/dist/index/index.mjs']);
    expect([...byFile.get('main.abc.js')!]).toEqual([
      'node_modules/react/index.js',
      'node_modules/@mui/system/esm/index.js',
      'packages/router/dist/esm/routes.js',
    ]);
  });

  it('finds a module that two builds both bring, not one build in two files', () => {
    const files = new Map([
      ['/main.js', new Set(['node_modules/react/index.js'])],
      ['/vendor.js', new Set(['node_modules/react/index.js'])],
      ['/remotes/news/react.js', new Set(['node_modules/react/index.js'])],
      ['/remotes/news/router.js', new Set(['node_modules/react-router/dist/index.js'])],
    ]);
    const buildOf = (file: string) => (file.startsWith('/remotes/news/') ? 'news' : 'shell');
    expect(
      duplicatedModules(files, ['/main.js', '/vendor.js', '/remotes/news/router.js'], buildOf),
    ).toEqual(new Map());
    expect(duplicatedModules(files, ['/main.js', '/remotes/news/react.js'], buildOf)).toEqual(
      new Map([['node_modules/react/index.js', ['shell', 'news']]]),
    );
  });
});
