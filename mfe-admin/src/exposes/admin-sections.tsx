import { useMemo } from 'react';
import { LISTING_DIVISIONS, mayDo, type StaffNeed } from '@reedmere/contracts';
import { ActivityTab } from '../features/activity/components/activity-tab';
import { AlertsTab } from '../features/alerts/components/alerts-tab';
import { useConfirmedAlertCount } from '../features/alerts/api/use-confirmed-alert-count';
import { DeploymentsTab } from '../features/deployments/components/deployments-tab';
import { DevelopmentsTab } from '../features/developments/components/developments-tab';
import { EnquiriesTab } from '../features/enquiries/components/enquiries-tab';
import { useUnreadEnquiryCount } from '../features/enquiries/api/use-unread-enquiry-count';
import { NewsTab } from '../features/news/components/news-tab';
import {
  AdminTabs,
  type AdminSection,
  type SectionCount,
} from '../features/panel/components/admin-tabs';
import { PeopleTab } from '../features/people/components/people-tab';
import { PropertiesTab } from '../features/properties/components/properties-tab';
import { SeoTab } from '../features/seo-pages/components/seo-tab';
import type { Redirect } from '../shared/auth/redirect';
import { useStaffRights } from '../shared/auth/staff-rights';

const counted = (value: number | undefined, what: string): SectionCount | undefined =>
  value === undefined ? undefined : { value, what };

export interface AdminSectionsProps {
  /** Takes an admin whose session has gone to the login page. */
  redirect: Redirect;
  /** The signed-in person, whom the People tab marks and offers no actions on. */
  userId: string;
}

/** The panel's tabs a person may see, with the leads waiting on the labels. */
export function AdminSections({ redirect, userId }: AdminSectionsProps) {
  const user = useStaffRights();
  const seesContacts = mayDo(user, { contacts: 'read' });
  const unreadEnquiries = useUnreadEnquiryCount(seesContacts);
  const confirmedAlerts = useConfirmedAlertCount(seesContacts);
  // Made once, so a count that changes re-renders the labels and not every tab.
  const content = useMemo(
    () => ({
      properties: <PropertiesTab redirect={redirect} />,
      developments: <DevelopmentsTab redirect={redirect} />,
      news: <NewsTab redirect={redirect} />,
      seo: <SeoTab />,
      enquiries: <EnquiriesTab redirect={redirect} />,
      alerts: <AlertsTab redirect={redirect} />,
      activity: <ActivityTab />,
      deployments: <DeploymentsTab redirect={redirect} />,
      people: <PeopleTab redirect={redirect} signedInId={userId} />,
    }),
    [redirect, userId],
  );
  const sections: (AdminSection & { need: StaffNeed })[] = [
    {
      value: 'properties',
      label: 'Properties',
      need: { read: LISTING_DIVISIONS },
      content: content.properties,
    },
    {
      value: 'developments',
      label: 'Developments',
      need: { read: ['developments'] },
      content: content.developments,
    },
    { value: 'news', label: 'News', need: { read: ['news'] }, content: content.news },
    { value: 'seo', label: 'SEO', need: { read: ['news'] }, content: content.seo },
    {
      value: 'enquiries',
      label: 'Enquiries',
      need: { contacts: 'read' },
      count: counted(unreadEnquiries, 'unread'),
      content: content.enquiries,
    },
    {
      value: 'alerts',
      label: 'Alerts',
      need: { contacts: 'read' },
      count: counted(confirmedAlerts, 'confirmed'),
      content: content.alerts,
    },
    { value: 'activity', label: 'Activity', need: { activity: true }, content: content.activity },
    {
      value: 'deployments',
      label: 'Deployments',
      need: { releases: true },
      content: content.deployments,
    },
    { value: 'people', label: 'People', need: { people: true }, content: content.people },
  ];
  return <AdminTabs sections={sections.filter((section) => mayDo(user, section.need))} />;
}
