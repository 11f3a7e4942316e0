import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Box, Tab, Tabs } from '@mui/material';

export interface AdminSection {
  value: string;
  label: string;
  content: ReactNode;
}

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
            label={item.label}
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
