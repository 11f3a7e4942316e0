/** Each group of operations in the reference, and what it holds: every group says what it is for. */
export const TAG_DESCRIPTIONS = {
  Properties: 'The listings the site shows, and the admin’s management of them.',
  Site: 'The site as a whole: the home page’s sections, health and readiness, the front end’s remotes.',
  Projects: 'The development projects the site shows, and the admin’s management of them.',
  News: 'The news articles: the published ones the site shows, drafts too for the admin.',
  'Page settings':
    'The title and meta tags of each page of the site, and the admin’s management of them.',
  Enquiries: 'Enquiries and viewing requests sent from the site, and the e-mails the site sends.',
  'Property alerts': 'Sign-ups for e-mails about new and reduced listings that match a search.',
  Files: 'Stored images and documents, and the admin’s uploads of them.',
  'Admin session':
    'Signing in (the password, then a second factor) and out, and the signed-in admin.',
  'Admin account': 'The signed-in admin’s own sessions, password and second factor.',
  Activity:
    'The audit trail: every staff change and sign-in, with who, when, from where and what changed; kept 6 years and never changed.',
  People:
    'The staff, for the owner: everyone with an account, invitations by e-mail, roles and removal.',
  Deployments:
    "The remotes' releases, for the owner and managers: each remote's build, a canary tried on a share of visitors with its health figures, promotion, rollback and the release history.",
  Reference: 'This document and its reference page.',
} as const;

export type ApiTag = keyof typeof TAG_DESCRIPTIONS;
