import type { NewAdminUser } from './admin-users';

/**
 * The demo's staff besides its owner, so that a newcomer can see what an editor sees. Their
 * passwords are published in the README, which is why production refuses them.
 */
export const DEMO_STAFF: readonly NewAdminUser[] = [
  {
    email: 'residential.editor@reedmere.example',
    name: 'Rosie Hart',
    password: 'demo-residential-editor',
    rights: { role: 'editor', divisions: ['residential'] },
  },
  {
    email: 'news.editor@reedmere.example',
    name: 'Nathan Cole',
    password: 'demo-news-editor',
    rights: { role: 'editor', divisions: ['news'] },
  },
];
