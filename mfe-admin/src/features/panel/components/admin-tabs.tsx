import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Box, Tab, Tabs } from '@mui/material';

/** Leads waiting in a section, shown beside its label: 'Enquiries (3)'. */
export interface SectionCount {
  value: number;
  /** What is counted, for the tab's accessible name: 'unread' reads 'Enquiries, 3 unread'. */
  what: string;
}

export interface AdminSection {
  value: string;
  label: string;
  /** Undefined while unknown. */
  count?: SectionCount;
  content: ReactNode;
}

/** The label and, when leads wait, the accessible name; nothing is added for none. */
const tabLabel = ({ label, count }: AdminSection) =>
  count && count.value > 0
    ? { label: `${label} (${count.value})`, 'aria-label': `${label}, ${count.value} ${count.what}` }
    : { label };

/**
 * The panel's sections; MUI wires the tab roles and arrow-key movement. A section is first
 * rendered when its tab is chosen and then kept (hidden) while another is shown, so switching
 * tabs never throws away a half-filled form.
 */
export function AdminTabs({ sections }: { sections: readonly AdminSection[] }) {
  const [current, setCurrent] = useState(sections[0]?.value ?? '');
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([current]));
  const choose = (value: string) => {
    setCurrent(value);
    setVisited((seen) => (seen.has(value) ? seen : new Set(seen).add(value)));
  };
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_event: SyntheticEvent, value: string) => choose(value)}
        aria-label="Admin sections"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {sections.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            {...tabLabel(item)}
            id={`admin-tab-${item.value}`}
            aria-controls={`admin-tabpanel-${item.value}`}
          />
        ))}
      </Tabs>
      {sections.map((item) => (
        <Box
          key={item.value}
          role="tabpanel"
          id={`admin-tabpanel-${item.value}`}
          aria-labelledby={`admin-tab-${item.value}`}
          hidden={item.value !== current}
          sx={{ py: 3 }}
        >
          {visited.has(item.value) ? item.content : null}
        </Box>
      ))}
    </Box>
  );
}
